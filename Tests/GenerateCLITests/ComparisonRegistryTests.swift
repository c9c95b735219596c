import XCTest

@testable import GenerateCLI

/// How the registry generator reads a comparison file and what it writes from the files it read.
final class ComparisonRegistryTests: XCTestCase {
  private let file = """
    import StyleCatalog

    extension OperatorComparison {
      static let `do` = Definition(
        Idea(
          "do", "Do (side \\"effects\\")", .transforming, "A closure run on each event (unchanged).",
          rx: Spelling("`do(onNext:…)`", declares: ["func `do`"]),
          producer: nil, async: nil),
        arity: 1, runs: "the values, unchanged (a closure sees them)",
        rows: [])
    }
    """

  func testEntry_readsTheCaseTheIdeaRowAndItsSection() throws {
    let entry = try ComparisonRegistry.entry(file: "Do.swift", file)
    XCTAssertEqual(entry.name, "do")
    XCTAssertEqual(entry.group, "transforming")
    XCTAssertTrue(entry.idea.hasPrefix("Idea(\n      \"do\", \"Do (side \\\"effects\\\")\""))
    XCTAssertTrue(entry.idea.hasSuffix("producer: nil, async: nil)"), entry.idea)
  }

  func testEntry_failsNamingTheFile_whenTheNameIsNotTheFiles() {
    XCTAssertThrowsError(try ComparisonRegistry.entry(file: "Map.swift", file)) { error in
      XCTAssertTrue("\(error)".contains("Operators/Map.swift: declares ``do``"), "\(error)")
    }
  }

  func testEntry_fails_withoutAnIdeaRowFirst() {
    let text = "static let map = Definition(\n    arity: 1, rows: [])"
    XCTAssertThrowsError(try ComparisonRegistry.entry(file: "Map.swift", text)) { error in
      XCTAssertTrue("\(error)".contains("is not its idea row"), "\(error)")
    }
  }

  func testEntry_fails_withTwoDefinitions() {
    XCTAssertThrowsError(try ComparisonRegistry.entry(file: "Do.swift", file + "\n" + file))
  }

  func testOrder_followsTheSections_thenTheFileNames() throws {
    let entries = [
      ComparisonRegistry.Entry(name: "zip", file: "Zip.swift", idea: "", group: "combining"),
      ComparisonRegistry.Entry(name: "filter", file: "Filter.swift", idea: "", group: "filtering"),
      ComparisonRegistry.Entry(name: "concat", file: "Concat.swift", idea: "", group: "combining"),
      ComparisonRegistry.Entry(name: "just", file: "Just.swift", idea: "", group: "creating"),
    ]
    XCTAssertEqual(try ComparisonRegistry.order(entries).map(\.name), ["just", "filter", "concat", "zip"])
    let unknown = [ComparisonRegistry.Entry(name: "x", file: "X.swift", idea: "", group: "nowhere")]
    XCTAssertThrowsError(try ComparisonRegistry.order(unknown))
  }

  func testGeneratedFiles_declareTheCaseInBackticks_andSwitchOnIt() throws {
    let entries = [try ComparisonRegistry.entry(file: "Do.swift", file)]
    let marbleOperator = ComparisonRegistry.marbleOperator(entries)
    XCTAssertTrue(marbleOperator.contains("  // Transforming\n  case `do`\n"))
    XCTAssertFalse(marbleOperator.contains("Idea"), "the idea row stays in its comparison file alone")
    XCTAssertTrue(
      ComparisonRegistry.registry(entries).contains("case .do: OperatorComparison(self, OperatorComparison.do)"))
    for text in [marbleOperator, ComparisonRegistry.registry(entries)] {
      XCTAssertTrue(text.hasPrefix(ComparisonRegistry.header))
    }
  }

  func testClosingParenthesis_skipsParenthesesInStrings() {
    let text: Substring = #"Idea("a(", "b\")", .core) tail"#
    let end = ComparisonRegistry.closingParenthesis(of: text)
    XCTAssertEqual(end.map { String(text[..<$0]) }, #"Idea("a(", "b\")", .core)"#)
  }
}
