import StyleCatalog
import StyleRunners
import TestSupport
import XCTest

/// The differences are exactly the rows of the operators' comparisons where the styles differ and
/// a reason is given.
final class DifferencesTests: AllStylesTestCase {
  private var rows: [CrossStyleCase] { MarbleOperator.allCases.flatMap(\.comparison.rows) }

  func test_everyRowWhereTheStylesDifferSubstantially_saysWhy() {
    for row in rows where row.differsSubstantially && row.why == nil {
      XCTFail("the styles differ in \(row.scenario), and its row gives no reason for Differences.md")
    }
  }

  func test_everyRowThatSaysWhy_isOneWhereTheStylesDiffer() throws {
    for row in rows where row.why != nil {
      XCTAssertTrue(row.differs, "\(row.scenario) says why the styles differ, but they agree")
      let outputs = try StyleRunner.runAll(row.scenario)
      XCTAssertGreaterThan(Set(outputs.values.map(\.diagram)).count, 1, "\(row.scenario)")
    }
    XCTAssertEqual(StyleDifference.all.count, rows.count { $0.why != nil })
  }

  func test_everyDifference_belongsToAnIdeaThatLinksIt() {
    for difference in StyleDifference.all {
      let idea = Idea.named(difference.idea)
      XCTAssertNotNil(idea?.difference, "\(difference.scenario) names \(difference.idea), which links no difference")
    }
    for idea in Idea.all where idea.difference != nil {
      XCTAssertTrue(
        StyleDifference.all.contains { $0.idea == idea.key }, "\(idea.key) links a difference that is not listed")
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
