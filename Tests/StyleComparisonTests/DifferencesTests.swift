import Foundation
import StyleComparison
import TestSupport
import XCTest

/// Documentation/Differences.md is what ``DifferencesDocument`` draws from the runners, and lists
/// exactly the rows of the cross-style table where the styles differ.
final class DifferencesTests: AllStylesTestCase {
  private var documentURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Documentation/Differences.md")
  }

  func test_committedDocument_matchesTheRunners() throws {
    let generated = DifferencesDocument.markdown()
    let committed = try? String(contentsOf: documentURL, encoding: .utf8)
    guard committed != generated else { return }
    if ProcessInfo.processInfo.environment["REGENERATE_DIFFERENCES"] == "1" {
      try generated.write(to: documentURL, atomically: true, encoding: .utf8)
      return
    }
    XCTFail(
      "Documentation/Differences.md no longer matches what the styles do; run the test with "
        + "REGENERATE_DIFFERENCES=1 to rewrite it, or replace it with:\n\n" + generated)
  }

  func test_everyDifferenceOfTheTable_isDocumented() {
    let documented = Set(StyleDifference.all.map(\.scenario))
    let differing = OperatorTable.all.values.joined().filter(\.differsSubstantially).map(\.scenario)
    for scenario in differing where !documented.contains(scenario) {
      XCTFail("the styles differ in \(scenario), which Differences.md does not list")
    }
  }

  func test_everyDocumentedDifference_isARowWhereTheStylesDiffer() throws {
    let table = Dictionary(
      OperatorTable.all.values.joined().map { ($0.scenario, $0) }, uniquingKeysWith: { first, _ in first })
    for difference in StyleDifference.all {
      guard let row = table[difference.scenario] else {
        XCTFail("\(difference.scenario) is documented but not in the cross-style table")
        continue
      }
      XCTAssertTrue(row.differs, "\(difference.scenario) is documented as a difference, but the styles agree")
      let outputs = try StyleRunner.runAll(difference.scenario)
      XCTAssertGreaterThan(Set(outputs.values.map(\.diagram)).count, 1, "\(difference.scenario)")
    }
  }
}
