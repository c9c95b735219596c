import StyleCatalog

/// Documentation/Concordance.md, drawn from `Idea.all` and `Placement.all`.
///
/// ```swift
/// let page = ConcordanceDocument.markdown()
/// ```
public enum ConcordanceDocument {
  /// The Markdown text of Documentation/Concordance.md.
  ///
  /// - Returns: the document.
  public static func markdown() -> String {
    var lines = [
      "# Concordance: one idea, three names",
      "",
      "For each idea, its name in each style, the file that defines it and the file that tests it.",
      "Generated from `Idea.all` (Sources/4-TestsAndRunners/StyleRunners/Ideas/, an operator's row written in its comparison",
      "file under Sources/4-TestsAndRunners/StyleRunners/Operators/) by `swift run generate`; the catalog's tests fail when a file",
      "the naming rule derives does not exist, when a named declaration is not in its source file, or",
      "when a test file does not use the idea. \"—\" in a file column means the idea has no file of its own there",
      "(it comes from the standard library, or the style does without it); the last column names the",
      "known difference, if any, by the operator column of its rows in [Differences.md](Differences.md), the",
      "table generated from the cross-style scenarios. An operator's name links to its page in the",
      "[operator atlas](Operators/README.md), its scenarios drawn from the three styles' runs.",
    ]
    for group in IdeaGroup.allCases {
      let ideas = Idea.all.filter { $0.group == group }
      guard !ideas.isEmpty else { continue }
      lines += ["", "## \(group.title)", "", "| idea | Rx | Producer | Async | difference |", "|---|---|---|---|---|"]
      for idea in ideas {
        let cells = Style.allCases.map { cell(idea.spelling(in: $0)) }
        let difference = idea.difference.map { "[\($0)](Differences.md)" } ?? "—"
        let name = idea.atlasPage.map { "[\(idea.name)](\($0))" } ?? idea.name
        lines.append("| \(name)<br>\(idea.summary) | " + cells.joined(separator: " | ") + " | \(difference) |")
      }
    }
    lines += placementSection() + fileNameSection() + namingRuleSection()
    return lines.joined(separator: "\n") + "\n"
  }

  private static func placementSection() -> [String] {
    var lines = [
      "",
      "## Placement",
      "",
      "Each style has the same folders for the ideas it shares (`Core/`, `Creation/`, `Operators/`,",
      "`Multicasting/`, `Time/`, `Internal/`). Where a style places something elsewhere, it copies its",
      "anchor on purpose:",
      "",
      "| idea | Rx | Producer | Async | why |",
      "|---|---|---|---|---|",
    ]
    for placement in Placement.all {
      lines.append("| \(placement.what) | " + placement.places.joined(separator: " | ") + " | \(placement.why) |")
    }
    return lines
  }

  private static func fileNameSection() -> [String] {
    let shared = Idea.all.filter(\.isSharedOperator)
    let exceptions = shared.filter(\.sourceFileNamesDiffer)
    let same = shared.count - exceptions.count
    let percent = shared.isEmpty ? 100 : same * 100 / shared.count
    var lines = [
      "",
      "## File names",
      "",
      "Of the \(shared.count) operators that at least two styles define in a file of their own, \(same) "
        + "(\(percent)%) have files of the same name in each. The others:",
      "",
      "| idea | Rx | Producer | Async | why |",
      "|---|---|---|---|---|",
    ]
    for idea in exceptions {
      let names = Style.allCases.map { style in
        idea.spelling(in: style)?.source.map { "`" + fileName($0) + "`" } ?? "—"
      }
      lines.append("| \(idea.name) | " + names.joined(separator: " | ") + " | \(idea.fileNameReason ?? "") |")
    }
    return lines
  }

  private static func namingRuleSection() -> [String] {
    let spellings = Idea.all.flatMap { idea in
      Style.allCases.compactMap { style in idea.spelling(in: style).map { (idea, style, $0) } }
    }.filter { $0.2.source != nil }
    let sourceExceptions = spellings.filter { $0.2.sourceException != nil }.count
    let testExceptions = spellings.filter { $0.2.testsException != nil }.count
    var lines = [
      "",
      "## The naming rule",
      "",
      "An idea's source is `Sources/<module>/<folder>/<name>.swift`: the style's library (its test kit",
      "for a test tool), the folder of the idea's section, and the name of the first type it declares, or",
      "else the idea's own (`flatMapLatest` → `FlatMapLatest.swift`). Its tests mirror it:",
      "`Tests/<module>Tests/<folder>/<name>Tests.swift` (a test kit's are the test module's). The table of ideas writes down only the files",
      "that depart from the rule, each with its reason: \(sourceExceptions) of \(spellings.count) sources "
        + "and \(testExceptions) of \(spellings.count) test files.",
      "",
      "| idea | style | file | where | why |",
      "|---|---|---|---|---|",
    ]
    for (idea, style, spelling) in spellings {
      let files: [(String, String?, FileException?)] = [
        ("source", spelling.source, spelling.sourceException), ("tests", spelling.tests, spelling.testsException),
      ]
      for case (let kind, let path, let exception?) in files {
        let place = path.map(link) ?? "none"
        lines.append("| \(idea.name) | \(style.moduleName) | \(kind) | \(place) | \(exception.reason) |")
      }
    }
    return lines
  }

  private static func cell(_ spelling: Spelling?) -> String {
    guard let spelling else { return "—" }
    guard let source = spelling.source else { return spelling.text }
    let tests = spelling.tests.map(link) ?? "—"
    return "\(spelling.text)<br>source: \(link(source))<br>tests: \(tests)"
  }

  private static func link(_ path: String) -> String {
    "[\(fileName(path))](../\(path))"
  }

  private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
