import BenchmarkKit
import XCTest

final class BaselineComparisonTests: XCTestCase {
  func test_sameTimings_nothingChanges() {
    let comparison = BaselineComparison(
      current: Synthetic.report(), baseline: Synthetic.report(), thresholdPercent: 25)
    XCTAssertEqual(Set(comparison.rows.map(\.status)), [.unchanged])
    XCTAssertEqual(comparison.rows.map(\.changePercent), Array(repeating: 0, count: 7))
    XCTAssertTrue(comparison.regressions.isEmpty)
    XCTAssertTrue(comparison.write().hasSuffix("No cell is slower than the baseline by more than 25 %.\n"))
  }

  func test_cellSlowerThanThreshold_isARegression() throws {
    let comparison = BaselineComparison(
      current: Synthetic.report(rx: 40), baseline: Synthetic.report(rx: 30), thresholdPercent: 25)
    let row = try XCTUnwrap(comparison.rows.first { $0.name == "W1/rx" })
    XCTAssertEqual(row.baseline, 30)
    XCTAssertEqual(row.current, 40)
    XCTAssertEqual(try XCTUnwrap(row.changePercent), 33.333, accuracy: 0.001)
    XCTAssertEqual(row.status, .slower)
    XCTAssertEqual(comparison.regressions.map(\.name), ["W1/rx"])
    let text = comparison.write()
    XCTAssertTrue(text.contains("+33.3 %"), text)
    XCTAssertTrue(text.contains("SLOWER"), text)
    XCTAssertTrue(text.hasSuffix("1 cell(s) slower than the baseline by more than 25 %: W1/rx\n"), text)
  }

  func test_slowerByExactlyTheThreshold_passes_andFasterIsReported() {
    let comparison = BaselineComparison(
      current: Synthetic.report(rx: 37.5, w4Rx: 500), baseline: Synthetic.report(rx: 30, w4Rx: 1_000),
      thresholdPercent: 25)
    XCTAssertEqual(comparison.rows.first { $0.name == "W1/rx" }?.status, .unchanged)
    XCTAssertEqual(comparison.rows.first { $0.name == "W4/rx" }?.status, .faster)
    XCTAssertTrue(comparison.regressions.isEmpty)
  }

  func test_threshold_isConfigurable() {
    let comparison = BaselineComparison(
      current: Synthetic.report(rx: 33), baseline: Synthetic.report(rx: 30), thresholdPercent: 5)
    XCTAssertEqual(comparison.regressions.map(\.name), ["W1/rx"])
  }

  func test_slowerFloor_isShownButNeverARegression() {
    var current = Synthetic.report()
    current.cells[0] = Synthetic.cell("W1", .loop, [5, 5, 5])
    let comparison = BaselineComparison(current: current, baseline: Synthetic.report(), thresholdPercent: 25)
    XCTAssertEqual(comparison.rows.first { $0.name == "W1/loop" }?.status, .slower)
    XCTAssertTrue(comparison.regressions.isEmpty)
    XCTAssertTrue(comparison.write().contains("slower (floor: not gated)"))
  }

  func test_cellsOnOneSideOnly_areNewOrMissing() {
    var current = Synthetic.report()
    current.cells.removeAll { $0.name == "W4/rx" }
    current.cells.append(Synthetic.cell("W4", .async, [900]))
    let comparison = BaselineComparison(current: current, baseline: Synthetic.report(), thresholdPercent: 25)
    XCTAssertEqual(comparison.rows.first { $0.name == "W4/async" }?.status, .new)
    XCTAssertEqual(comparison.rows.first { $0.name == "W4/rx" }?.status, .missing)
    XCTAssertTrue(comparison.regressions.isEmpty)
  }
}
