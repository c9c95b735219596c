import Foundation
import XCTest

/// The operator pages and the concordance cite rows of Differences.md by the name in its operator column, so a
/// reader who looks the name up there finds the rows.
final class DifferenceCitationsTests: XCTestCase {
  func test_everyCitedDifference_namesRowsOfDifferencesMd() throws {
    let operators = try differenceOperators()
    var citations: [(page: String, name: String)] = []
    for page in try MarkdownPages.all() where page.hasPrefix("Documentation/Operators/") {
      let text = try MarkdownPages.read(page).replacingOccurrences(of: "\n", with: " ")
      citations += text.matches(of: /in its rows for "([^"]+)"/).map { (page, String($0.output.1)) }
    }
    let concordance = try MarkdownPages.read("Documentation/Concordance.md")
    citations += concordance.matches(of: /\| \[([^\]]+)\]\(Differences\.md\) \|/).map {
      ("Documentation/Concordance.md", String($0.output.1))
    }
    XCTAssertGreaterThan(citations.count, 20, "the pages no longer cite Differences.md as this test expects")
    for citation in citations where !operators.contains(where: { names($0, citation.name) }) {
      XCTFail("\(citation.page) cites the rows for \"\(citation.name)\", which Differences.md does not have")
    }
  }

  /// The first cell of every table row of Differences.md.
  private func differenceOperators() throws -> [String] {
    try MarkdownPages.read("Documentation/Differences.md").split(separator: "\n").filter { $0.hasPrefix("| ") }
      .compactMap { $0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) }
  }

  /// Whether an operator cell (`debounce 2`, `map, disposed at 4`) is one of the rows for `name`.
  private func names(_ cell: String, _ name: String) -> Bool {
    cell == name || cell.hasPrefix(name + " ") || cell.hasPrefix(name + ",")
  }
}
