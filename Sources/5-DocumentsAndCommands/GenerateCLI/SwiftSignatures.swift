import Foundation

/// The function and initializer declarations of a Swift file that have a body, with the scope each sits
/// in: just enough Swift (brackets, comments, string literals) to copy a signature and call it.
struct SwiftSignatures {
  /// A type or extension whose members may be declared again in an extension.
  struct Scope {
    /// `extension`, `struct`, `class`, `enum`, `actor` or `protocol`.
    let keyword: String
    /// The extended or declared type, dotted when nested: `Signal.Observer`.
    let typeName: String
    /// For an extension, its whole header without comments (`extension ObservableType where Element: Equatable`);
    /// for a type, `extension <typeName>`.
    let extensionHeader: String
  }

  /// One parameter: `label name: type = defaultValue`.
  struct Parameter {
    /// The argument label, `nil` for `_`.
    let label: String?
    let name: String
    let type: String
    let defaultValue: String?
  }

  /// A declaration with a body: its attributes and modifiers as written, and its signature in parts.
  struct Declaration {
    let scope: Scope
    /// Line of the first attribute or modifier, counting from 1: for messages.
    let line: Int
    let attributes: [String]
    let modifiers: [String]
    /// `func` or `init`.
    let keyword: String
    /// The function's name; `init`, `init?` or `init!` for an initializer.
    let name: String
    /// `<…>` or empty.
    let genericClause: String
    let parameters: [Parameter]
    /// Everything between the parameter list and the body: effects, result and `where` clause.
    let tail: String

    /// The name with its argument labels: `map(_:)`.
    var signatureName: String { Self.signatureName(name, parameters) }

    static func signatureName(_ name: String, _ parameters: [Parameter]) -> String {
      name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
  }

  let declarations: [Declaration]
  /// Every type and extension the file opens.
  let scopes: [Scope]
  /// The file's `import` lines.
  let imports: [String]
  /// The names of the functions its protocols require: a type's function of one of these names may be a
  /// witness, whose availability must match the requirement's.
  let requirements: Set<String>

  init(_ source: String) {
    let original = Array(source.utf8)
    let code = Self.masked(original)
    var declarations: [Declaration] = []
    var opened: [Scope] = []
    var requirements: Set<String> = []
    var scopes: [Scope?] = []
    var scopeStarts: [Int] = []
    var boundary = 0
    for index in code.indices {
      switch code[index] {
      case UInt8(ascii: "{"):
        let header = Self.text(original, code, boundary..<index)
        let enclosing = scopes.last ?? nil
        if let scope = Self.scope(header: header, in: enclosing, scopes: scopes) {
          scopes.append(scope)
          opened.append(scope)
          scopeStarts.append(index + 1)
          boundary = index + 1
          continue
        } else {
          if let enclosing, enclosing.keyword != "protocol",
            let declaration = Self.declaration(
              header: header, scope: enclosing, headerLine: Self.line(of: boundary, in: code))
          {
            declarations.append(declaration)
          }
          scopes.append(nil)
          scopeStarts.append(index + 1)
        }
        boundary = index + 1
      case UInt8(ascii: "}"):
        if let scope = scopes.popLast(), let start = scopeStarts.popLast(), scope?.keyword == "protocol" {
          let body = String(decoding: code[start..<index], as: UTF8.self)
          requirements.formUnion(Self.requirements(in: body))
        }
        boundary = index + 1
      case UInt8(ascii: ";"):
        boundary = index + 1
      default: break
      }
    }
    self.declarations = declarations
    self.scopes = opened
    self.requirements = requirements
    imports = source.split(separator: "\n").filter { line in
      let words = line.split(separator: " ")
      return words.firstIndex(of: "import").map { index in
        words[..<index].allSatisfy { ["@preconcurrency", "public", "internal", "package"].contains($0) }
      } ?? false
    }.map(String.init)
  }

  // MARK: - Scanning

  /// The functions a protocol's body requires, named with their labels.
  private static func requirements(in body: String) -> Set<String> {
    var names: Set<String> = []
    var tokens = Tokens(body)
    while !tokens.isAtEnd {
      guard tokens.word() == "func", let name = tokens.word() else {
        tokens.skipLine()
        continue
      }
      if tokens.peek() == "<" { _ = tokens.balanced(open: "<", close: ">") }
      guard tokens.peek() == "(" else { continue }
      let list = tokens.balanced(open: "(", close: ")")
      names.insert(Declaration.signatureName(name, parameters(String(list.dropFirst().dropLast()))))
      tokens.skipLine()
    }
    return names
  }

  /// The line, counting from 1, of `position`.
  private static func line(of position: Int, in code: [UInt8]) -> Int {
    code[..<position].lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
  }

  /// `source` with every comment and string literal blanked out (newlines kept), so that brackets, braces and
  /// keywords found in it are code.
  static func masked(_ source: [UInt8]) -> [UInt8] {
    var code = source
    var index = 0
    func blank(_ range: Range<Int>) {
      for position in range where code[position] != UInt8(ascii: "\n") { code[position] = UInt8(ascii: " ") }
    }
    func starts(_ text: String, at position: Int) -> Bool {
      let bytes = Array(text.utf8)
      return position + bytes.count <= source.count && Array(source[position..<position + bytes.count]) == bytes
    }
    while index < source.count {
      if starts("//", at: index) {
        let end = source[index...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
        blank(index..<end)
        index = end
      } else if starts("/*", at: index) {
        var depth = 0
        var end = index
        repeat {
          if starts("/*", at: end) {
            depth += 1
            end += 2
          } else if starts("*/", at: end) {
            depth -= 1
            end += 2
          } else {
            end += 1
          }
        } while depth > 0 && end < source.count
        blank(index..<end)
        index = end
      } else if starts("\"\"\"", at: index) {
        var end = index + 3
        while end < source.count && !starts("\"\"\"", at: end) { end += starts("\\", at: end) ? 2 : 1 }
        blank(index..<min(end + 3, source.count))
        index = end + 3
      } else if source[index] == UInt8(ascii: "\"") {
        var end = index + 1
        while end < source.count && source[end] != UInt8(ascii: "\"") && source[end] != UInt8(ascii: "\n") {
          end += source[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        blank(index..<min(end + 1, source.count))
        index = end + 1
      } else {
        index += 1
      }
    }
    return code
  }

  /// The code of `range`, taken from `original` where `code` is not blanked, so string literals in default
  /// values survive and comments do not.
  private static func text(_ original: [UInt8], _ code: [UInt8], _ range: Range<Int>) -> String {
    var bytes: [UInt8] = []
    var inComment = false
    var position = range.lowerBound
    while position < range.upperBound {
      if code[position] == original[position] || code[position] != UInt8(ascii: " ") {
        inComment = false
        bytes.append(original[position])
      } else if !inComment {
        // A blanked run is either a comment, dropped, or a string literal, kept whole.
        let run =
          position..<(code[position..<range.upperBound].firstIndex { $0 != UInt8(ascii: " ") } ?? range.upperBound)
        let first = original[run.lowerBound]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "#") {
          bytes.append(contentsOf: original[run])
        } else {
          inComment = true
        }
        position = run.upperBound
        continue
      }
      position += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let typeKeywords: Set<String> = ["extension", "struct", "class", "enum", "actor", "protocol"]
  private static let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "nonisolated",
    "indirect", "mutating", "nonmutating", "override", "required", "convenience", "dynamic",
  ]

  /// The scope that `header` opens, if it opens a type or an extension.
  private static func scope(header: String, in enclosing: Scope?, scopes: [Scope?]) -> Scope? {
    var tokens = Tokens(header)
    tokens.skipSpace()
    var start = tokens.offset
    var (attributes, _) = tokens.attributesAndModifiers()
    // Imports or a stored property before the type: start again after their lines.
    while let word = tokens.peekWord(), !typeKeywords.contains(word) {
      tokens.skipLine()
      if tokens.isAtEnd { return nil }
      tokens.skipSpace()
      start = tokens.offset
      (attributes, _) = tokens.attributesAndModifiers()
    }
    guard let keyword = tokens.word(), typeKeywords.contains(keyword) else { return nil }
    guard let name = tokens.typeName() else { return nil }
    let outer = scopes.compactMap { $0?.typeName }.last.map { $0 + "." } ?? ""
    let typeName = keyword == "extension" ? name : outer + name
    let availability = attributes.filter { $0.hasPrefix("@available") }.joined(separator: " ")
    let headerText =
      keyword == "extension"
      ? String(header.dropFirst(start)).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      }
      .joined(separator: " ")
      : [availability, "extension \(typeName)"].filter { !$0.isEmpty }.joined(separator: " ")
    return Scope(keyword: keyword, typeName: typeName, extensionHeader: headerText)
  }

  /// The function or initializer that `header` declares, with its attributes, if it is one.
  private static func declaration(header: String, scope: Scope, headerLine: Int) -> Declaration? {
    var tokens = Tokens(header)
    tokens.skipSpace()
    var line = headerLine + tokens.newlinesPassed
    var (attributes, modifiers) = tokens.attributesAndModifiers()
    // A stored property or other statement before the declaration: start again after its line.
    while let word = tokens.peekWord(), word != "func", word != "init" {
      if word == "class" {  // `class func`: a modifier here, not a type
        _ = tokens.word()
        modifiers.append(word)
        continue
      }
      tokens.skipLine()
      if tokens.isAtEnd { return nil }
      tokens.skipSpace()
      line = headerLine + tokens.newlinesPassed
      (attributes, modifiers) = tokens.attributesAndModifiers()
    }
    guard let keyword = tokens.word() else { return nil }
    var name = keyword
    if keyword == "func" {
      guard let functionName = tokens.word() else { return nil }
      name = functionName
    } else if let mark = tokens.peek(), mark == "?" || mark == "!" {
      name += String(mark)
      tokens.advance()
    }
    let genericClause = tokens.peek() == "<" ? tokens.balanced(open: "<", close: ">") : ""
    guard tokens.peek() == "(" else { return nil }
    let parameterList = tokens.balanced(open: "(", close: ")")
    let parameters = Self.parameters(String(parameterList.dropFirst().dropLast()))
    return Declaration(
      scope: scope, line: line, attributes: attributes, modifiers: modifiers, keyword: keyword, name: name,
      genericClause: genericClause, parameters: parameters,
      tail: tokens.rest.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The parameters of a parameter list's inside.
  private static func parameters(_ list: String) -> [Parameter] {
    Tokens.splitTopLevel(list, at: ",").compactMap { piece in
      let parts = Tokens.splitTopLevel(piece, at: ":", limit: 1)
      guard parts.count == 2 else { return nil }
      let names = parts[0].split(whereSeparator: \.isWhitespace).map(String.init)
      let typeAndDefault = Tokens.splitTopLevel(parts[1], at: "=", limit: 1)
      let label = names[0]
      return Parameter(
        label: label == "_" ? nil : label, name: names.last ?? label,
        type: typeAndDefault[0].trimmingCharacters(in: .whitespacesAndNewlines),
        defaultValue: typeAndDefault.count == 2
          ? typeAndDefault[1].trimmingCharacters(in: .whitespacesAndNewlines) : nil)
    }
  }
}

/// A cursor over a declaration header's code.
struct Tokens {
  private let characters: [Character]
  private var position = 0

  init(_ text: String) { characters = Array(text) }

  var isAtEnd: Bool {
    characters[position...].allSatisfy(\.isWhitespace)
  }

  var rest: String { String(characters[position...]) }

  /// How many characters lie before the cursor.
  var offset: Int { position }

  /// How many line breaks lie before the cursor.
  var newlinesPassed: Int { characters[..<position].filter { $0 == "\n" }.count }

  mutating func skipSpace() {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
  }

  func peek() -> Character? {
    var copy = self
    copy.skipSpace()
    return copy.position < copy.characters.count ? copy.characters[copy.position] : nil
  }

  mutating func advance() {
    skipSpace()
    position += 1
  }

  func peekWord() -> String? {
    var copy = self
    return copy.word()
  }

  /// The next identifier (with backquotes), or `nil` if the next character starts none.
  mutating func word() -> String? {
    skipSpace()
    let start = position
    while position < characters.count,
      characters[position].isLetter || characters[position].isNumber || "_`".contains(characters[position])
    {
      position += 1
    }
    return position > start ? String(characters[start..<position]) : nil
  }

  /// A dotted type name, without generic arguments: `Reactive`, `Signal.Observer`.
  mutating func typeName() -> String? {
    guard var name = word() else { return nil }
    while peek() == "." {
      advance()
      guard let next = word() else { return nil }
      name += "." + next
    }
    return name
  }

  /// The next bracketed run, brackets included: `<O1: ObservableType>`, `(_ x: Int)`. An arrow's `>` does
  /// not close an angle bracket.
  mutating func balanced(open: Character, close: Character) -> String {
    skipSpace()
    let start = position
    var depth = 0
    repeat {
      let character = characters[position]
      if character == open {
        depth += 1
      } else if character == close, !(close == ">" && position > 0 && characters[position - 1] == "-") {
        depth -= 1
      }
      position += 1
    } while depth > 0 && position < characters.count
    return String(characters[start..<position])
  }

  /// The leading attributes (`@discardableResult`, `@available(…)`) and modifiers.
  mutating func attributesAndModifiers() -> (attributes: [String], modifiers: [String]) {
    var attributes: [String] = []
    var modifiers: [String] = []
    while true {
      if peek() == "@" {
        advance()
        var attribute = "@" + (word() ?? "")
        if position < characters.count, characters[position] == "(" {
          attribute += balanced(open: "(", close: ")")
        }
        attributes.append(attribute)
      } else if let word = peekWord(), SwiftSignatures.modifierWordsForTokens.contains(word) {
        _ = self.word()
        if peek() == "(" { modifiers.append(word + balanced(open: "(", close: ")")) } else { modifiers.append(word) }
      } else {
        return (attributes, modifiers)
      }
    }
  }

  /// Moves past the end of the current line, keeping brackets opened on it balanced.
  mutating func skipLine() {
    var depth = 0
    while position < characters.count {
      let character = characters[position]
      position += 1
      if "([<{".contains(character) { depth += 1 }
      if ")]}".contains(character) || (character == ">" && characters[position - 2] != "-") { depth -= 1 }
      if character == "\n" && depth <= 0 { return }
    }
  }

  /// `text` split at each `separator` outside brackets, at most `limit` times.
  static func splitTopLevel(_ text: String, at separator: Character, limit: Int = .max) -> [String] {
    var pieces: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in text {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      default: break
      }
      if character == separator, depth == 0, pieces.count < limit,
        !(separator == "=" && (previous == "=" || previous == "!" || previous == "<" || previous == ">"))
      {
        pieces.append(current)
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    pieces.append(current)
    return pieces
  }
}

extension SwiftSignatures {
  static var modifierWordsForTokens: Set<String> { modifierWords }
}
