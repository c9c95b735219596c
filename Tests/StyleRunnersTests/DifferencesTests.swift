import StyleCatalog
import StyleRunners
import TestSupport
import XCTest

/// The differences of the catalog are exactly the rows of the cross-style table where the styles differ.
final class DifferencesTests: AllStylesTestCase {
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

  func test_runners_runWhatTheCatalogSays() throws {
    for op in MarbleOperator.allCases {
      let scenario = MarbleScenario(op, inputs: Array(repeating: "-a|", count: op.arity), parameter: 1)
      for style in Style.allCases {
        let runs = try StyleRunner.run(scenario, in: style) != .unavailable("\(style.rawValue) has no \(op.rawValue)")
        XCTAssertEqual(runs, op.idea.spelling(in: style) != nil, "\(op) in the \(style.rawValue) style")
      }
    }
  }
}
