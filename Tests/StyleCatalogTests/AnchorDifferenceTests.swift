import Foundation
import StyleCatalog
import Testing

/// Every kept departure from an anchor names a test that exists and says why.
@Suite struct AnchorDifferenceTests {
  private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

  /// A row as a test argument, named by its style and code.
  struct Row: Sendable, CustomTestStringConvertible {
    let difference: AnchorDifference
    var testDescription: String { "\(difference.style.rawValue): \(difference.subject)" }
  }

  @Test(arguments: AnchorDifference.all.map(Row.init))
  func row_namesATestThatExists(_ row: Row) throws {
    let difference = row.difference
    let url = Self.tests.appendingPathComponent(difference.testFile)
    let source = try #require(
      try? String(contentsOf: url, encoding: .utf8), "Tests/\(difference.testFile) does not exist")
    #expect(
      source.contains("func \(difference.testName)("),
      "Tests/\(difference.testFile) has no test `\(difference.testName)`")
  }

  @Test(arguments: AnchorDifference.all.map(Row.init))
  func row_saysWhatEachSideDoesAndWhy(_ row: Row) {
    let difference = row.difference
    for (label, text) in [("anchor", difference.anchor), ("ours", difference.ours), ("reason", difference.reason)] {
      #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "the \(label) of \(row.testDescription) is empty")
    }
  }

  @Test func rows_areNotListedTwice() {
    var seen = Set<String>()
    for row in AnchorDifference.all.map(Row.init) {
      #expect(seen.insert(row.testDescription).inserted, "\(row.testDescription) is listed twice")
    }
  }
}
