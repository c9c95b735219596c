import Foundation

/// Splits a run of Swift lines into its top-level items — declarations and statements — by reading just enough
/// Swift to know where one ends: brackets, string literals and comments.
enum SwiftItems {
  enum Kind: Equatable {
    /// `import`: gathered at the top of the generated file.
    case `import`
    /// `extension` or `protocol`: only legal at the top level.
    case topLevelOnly
    /// A type, function or type alias: legal at the top level and inside a function.
    case declaration
    /// Anything else, including `let` and `var`: wrapped in a function.
    case statement
  }

  struct Item: Equatable {
    let kind: Kind
    /// Index of the item's first line in the run.
    let start: Int
    /// Index one past its last line.
    let end: Int
  }

  /// The items of `lines`; comments and blank lines belong to the item that follows them.
  static func items(in lines: [String]) -> [Item] {
    var starts: [(index: Int, kind: Kind)] = []
    var depth = 0
    var inMultilineString = false
    var pendingAttributes: Int?
    var commentStart: Int?
    var continues = false
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let atTop = depth == 0 && !inMultilineString
      defer { (depth, inMultilineString) = scan(line, depth: depth, inMultilineString: inMultilineString) }
      guard atTop, !trimmed.isEmpty else { continue }
      if trimmed.hasPrefix("//") {
        if commentStart == nil { commentStart = index }
        continue
      }
      defer {
        commentStart = nil
        continues = endsIncomplete(trimmed)
      }
      if continues || !startsItem(trimmed) { continue }
      let words = wordsAfterAttributes(trimmed)
      if words.isEmpty {
        if pendingAttributes == nil { pendingAttributes = commentStart ?? index }
        continue
      }
      starts.append((pendingAttributes ?? commentStart ?? index, kind(of: words)))
      pendingAttributes = nil
    }
    return starts.enumerated().map { offset, start in
      let end = offset + 1 < starts.count ? starts[offset + 1].index : lines.count
      return Item(kind: start.kind, start: offset == 0 ? 0 : start.index, end: end)
    }
  }

  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "nonisolated", "indirect",
    "mutating", "nonmutating", "override", "required", "convenience", "dynamic", "lazy", "weak", "unowned",
  ]

  private static func kind(of words: [Substring]) -> Kind {
    guard let keyword = words.first(where: { !modifiers.contains(String($0)) }) else { return .statement }
    switch keyword {
    case "import": return .import
    case "extension", "protocol": return .topLevelOnly
    case "func", "struct", "class", "enum", "actor", "typealias": return .declaration
    default: return .statement
    }
  }

  /// Whether `lines` await outside every closure and function body (`for await` or `try await` as a statement):
  /// what makes the function that runs them `async`.
  static func awaitsOutsideClosures(_ lines: [String]) -> Bool {
    var braces = 0
    var inMultilineString = false
    for line in lines {
      for (offset, segment) in line.split(separator: "{", omittingEmptySubsequences: false).enumerated() {
        if offset > 0 { braces += 1 }
        let closed = segment.split(separator: "}", omittingEmptySubsequences: false)
        for (index, piece) in closed.enumerated() {
          if index > 0 { braces -= 1 }
          let code = piece.components(separatedBy: "//").first ?? ""
          if braces == 0 && !inMultilineString && code.range(of: #"\bawait\b"#, options: .regularExpression) != nil {
            return true
          }
        }
      }
      if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString.toggle() }
    }
    return false
  }

  /// Whether `line` holds code beyond comments and attributes: the line where an item's declaration starts.
  static func declares(_ line: String) -> Bool {
    let code = codeAfterAttributes(line)
    return !code.isEmpty && !code.hasPrefix("//")
  }

  /// A line without its indentation and leading attributes (`@MainActor`, `@available(…)`).
  static func codeAfterAttributes(_ line: String) -> Substring {
    var rest = Substring(line).drop { $0.isWhitespace }
    while rest.first == "@" {
      rest = rest.drop { !$0.isWhitespace && $0 != "(" }
      if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
      rest = rest.drop { $0.isWhitespace }
    }
    return rest
  }

  /// The words of a line after its leading attributes.
  static func wordsAfterAttributes(_ line: String) -> [Substring] {
    codeAfterAttributes(line).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
  }

  /// A line that starts a new item at the top level, rather than continuing a chain (`.map { … }`) or an
  /// expression.
  private static func startsItem(_ line: String) -> Bool {
    guard let first = line.first else { return false }
    return first.isLetter || first == "_" || first == "@" || first == "#" || first == "("
  }

  private static func endsIncomplete(_ line: String) -> Bool {
    let code = line.components(separatedBy: " //").first ?? line
    guard let last = code.trimmingCharacters(in: .whitespaces).last else { return false }
    return "=,(+-*/&|<>?:".contains(last)
  }

  /// The bracket depth after `line`, and whether a multi-line string literal is still open.
  private static func scan(_ line: String, depth: Int, inMultilineString: Bool) -> (Int, Bool) {
    var depth = depth
    var inMultiline = inMultilineString
    var inString = false
    var characters = Array(line)[...]
    while let character = characters.first {
      if characters.starts(with: "\"\"\"") {
        inMultiline.toggle()
        characters = characters.dropFirst(3)
        continue
      }
      characters = characters.dropFirst()
      if inMultiline { continue }
      if inString {
        if character == "\\" { characters = characters.dropFirst() } else if character == "\"" { inString = false }
        continue
      }
      switch character {
      case "\"": inString = true
      case "/" where characters.first == "/": return (depth, inMultiline)
      case "{", "(", "[": depth += 1
      case "}", ")", "]": depth -= 1
      default: break
      }
    }
    return (depth, inMultiline)
  }
}
