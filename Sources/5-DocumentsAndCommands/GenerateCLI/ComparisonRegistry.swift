import Foundation
import StyleCatalog

/// The registry of the operators that the styles' comparison runs, drawn from the comparison files: the cases of
/// `MarbleOperator` and the exhaustive switch that finds each comparison, and with it each operator's idea row.
///
/// It reads the files as text, not the compiled values, so that a new comparison file (which names no case yet)
/// is enough: the package compiles without its case, this generator adds it. Each file under `Operators/` holds
/// one `static let <name> = Definition(` whose first argument is the idea row, `Idea(…)`; `<name>` is the file's
/// name with a lower-case first letter and becomes the case.
enum ComparisonRegistry {
  /// The folder of the comparison files, relative to the package root.
  static let folder = "Sources/4-TestsAndRunners/StyleRunners/Operators"

  /// One comparison file as the registry reads it.
  struct Entry: Equatable {
    /// The case of `MarbleOperator`, without backticks.
    let name: String
    /// The file's name.
    let file: String
    /// The idea row, `Idea(…)`, as the file writes it.
    let idea: String
    /// The concordance section the row names, as `IdeaGroup`'s raw value.
    let group: String
  }

  /// The generated files: `MarbleOperator` and its comparison switch.
  static func files(_ root: URL) throws -> [(path: String, contents: String)] {
    let directory = root.appendingPathComponent(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
    let entries = try names.map { name in
      try entry(file: name, String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
    }
    let ordered = try order(entries)
    return [
      ("Sources/4-TestsAndRunners/StyleCatalog/MarbleOperator.swift", marbleOperator(ordered)),
      ("Sources/4-TestsAndRunners/StyleRunners/Comparison/Registry.swift", registry(ordered)),
    ]
  }

  /// The entries in the order of the concordance's sections, then of their file names.
  static func order(_ entries: [Entry]) throws -> [Entry] {
    let sections = IdeaGroup.allCases.map(\.rawValue)
    for entry in entries where !sections.contains(entry.group) {
      throw GenerationFailure(description: "\(folder)/\(entry.file): no section .\(entry.group) in IdeaGroup")
    }
    return entries.sorted {
      let (lhs, rhs) = (sections.firstIndex(of: $0.group) ?? 0, sections.firstIndex(of: $1.group) ?? 0)
      return lhs != rhs ? lhs < rhs : $0.file < $1.file
    }
  }

  /// Reads one comparison file.
  /// - Parameters:
  ///   - file: the file's name, `Skip.swift`.
  ///   - text: its contents.
  /// - Returns: its entry.
  /// - Throws: ``GenerationFailure`` naming the file when it does not hold one definition named after it.
  static func entry(file: String, _ text: String) throws -> Entry {
    func failure(_ why: String) -> GenerationFailure {
      GenerationFailure(description: "\(folder)/\(file): \(why)")
    }
    let marker = " = Definition("
    let parts = text.components(separatedBy: marker)
    guard parts.count == 2 else { throw failure("holds \(parts.count - 1) `\(marker)`, not one") }
    let declared = parts[0].components(separatedBy: "static let ").last ?? ""
    let name = declared.filter { $0 != "`" }
    let expected = file.dropLast(".swift".count)
    guard !name.isEmpty, name.prefix(1).uppercased() + name.dropFirst() == expected else {
      throw failure("declares `\(declared)`, not the file's name with a lower-case first letter")
    }
    let arguments = parts[1].drop { $0.isWhitespace }
    guard arguments.hasPrefix("Idea("), let end = closingParenthesis(of: arguments) else {
      throw failure("the first argument of its Definition is not its idea row, `Idea(…)`")
    }
    let idea = String(arguments[..<end])
    guard let group = section(of: idea) else { throw failure("its idea row names no section (`.filtering`)") }
    return Entry(name: name, file: file, idea: idea, group: group)
  }

  /// The index after the parenthesis that closes the first one of `text`, skipping string literals.
  static func closingParenthesis(of text: Substring) -> Substring.Index? {
    var depth = 0
    var inString = false
    var escaped = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"": inString = true
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  /// The section of an idea row, its third argument: `Idea("skip", "Skip", .filtering, …` → `filtering`.
  static func section(of idea: String) -> String? {
    var rest = Substring(idea.dropFirst("Idea(".count))
    for _ in 0..<2 {
      rest = rest.drop { $0.isWhitespace }
      guard rest.first == "\"" else { return nil }
      var escaped = false
      var end: Substring.Index?
      for index in rest.indices.dropFirst() {
        if escaped {
          escaped = false
        } else if rest[index] == "\\" {
          escaped = true
        } else if rest[index] == "\"" {
          end = index
          break
        }
      }
      guard let end else { return nil }
      rest = rest[rest.index(after: end)...].drop { $0.isWhitespace }
      guard rest.first == "," else { return nil }
      rest = rest.dropFirst()
    }
    rest = rest.drop { $0.isWhitespace }
    guard rest.first == "." else { return nil }
    let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// The first lines of every file it writes.
  static let header = """
    // Generated by `swift run generate` (Sources/5-DocumentsAndCommands/GenerateCLI/ComparisonRegistry.swift)
    // from the comparison files in Sources/4-TestsAndRunners/StyleRunners/Operators; do not edit by hand.
    """

  /// Swift's keywords among the names an operator may take, written in backticks where they declare one.
  static let keywords: Set<String> = [
    "catch", "default", "defer", "do", "else", "for", "if", "in", "is", "repeat", "return", "switch", "throw",
    "try", "while", "case", "as", "guard", "where",
  ]

  private static func declared(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  static func marbleOperator(_ entries: [Entry]) -> String {
    var lines = [
      header, "",
      "/// An operator family that exists in the three styles, as the cross-style suite and the `marbles` tool",
      "/// run it on diagrams of one-character string values. The case is the operator's name; what its runs take,",
      "/// its call in each style, its idea row and its expected rows are its comparison, in the file named after it",
      "/// in Sources/4-TestsAndRunners/StyleRunners/Operators, from which `swift run generate` writes the cases.",
      "///",
      "/// Each takes no input diagram (the creating ones), one, or two for the combining ones (the second is the",
      "/// other source, the trigger, the replacement, or the inner stream's template), and at most one number.",
      "///",
      "/// ```swift",
      "/// let scenario = MarbleScenario(.debounce, inputs: [\"a-b---c--|\"], parameter: 2)",
      "/// ```",
      "public enum MarbleOperator: String, CaseIterable, Sendable {",
    ]
    var section: String?
    for entry in entries {
      if entry.group != section {
        if section != nil { lines.append("") }
        lines.append("  // \(IdeaGroup(rawValue: entry.group)?.title ?? entry.group)")
        section = entry.group
      }
      lines.append("  case \(declared(entry.name))")
    }
    lines += ["}", ""]
    return lines.joined(separator: "\n")
  }

  static func registry(_ entries: [Entry]) -> String {
    var lines = [
      header, "",
      "import StyleCatalog", "",
      "extension MarbleOperator {",
      "  /// The operator's comparison, as the file named after it under Sources/4-TestsAndRunners/StyleRunners/",
      "  /// Operators defines it. The switch is exhaustive, so a case without its definition does not compile.",
      "  public var comparison: OperatorComparison {",
      "    switch self {",
    ]
    lines += entries.map { "    case .\($0.name): OperatorComparison(self, OperatorComparison.\($0.name))" }
    lines += ["    }", "  }", "}", ""]
    return lines.joined(separator: "\n")
  }
}
