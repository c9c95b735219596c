import BenchmarkKit
import XCTest

final class SummaryTests: XCTestCase {
  func test_oddCount_medianIsTheMiddleSample() {
    XCTAssertEqual(Summary([9, 1, 5]), Summary(median: 5, min: 1, max: 9, mean: 5))
  }

  func test_evenCount_medianIsTheMeanOfTheMiddleTwo() {
    XCTAssertEqual(Summary([4, 1, 3, 100]), Summary(median: 3.5, min: 1, max: 100, mean: 27))
  }

  func test_noSamples_summarisesToZeros() {
    XCTAssertEqual(Summary([]), Summary(median: 0, min: 0, max: 0, mean: 0))
  }

  func test_cellNames_includeTheVariant() {
    XCTAssertEqual(Synthetic.cell("W1", .push, [1]).name, "W1/push")
    XCTAssertEqual(Synthetic.cell("W1", .push, variant: "range", [1]).name, "W1/push:range")
    XCTAssertEqual(Synthetic.cell("W1", .loop, [1]).styleLabel, "loop floor")
  }

  func test_ratios_divideByTheChainsFloors() throws {
    let report = Synthetic.report(push: 30)
    let push = try XCTUnwrap(report.cells.first { $0.name == "W1/push" })
    XCTAssertEqual(try XCTUnwrap(report.ratio(of: push, to: .loop)), 50, accuracy: 1e-9)
    XCTAssertEqual(try XCTUnwrap(report.ratio(of: push, to: .dynamic)), 7.5, accuracy: 1e-9)
    XCTAssertEqual(report.measuredChains.map(\.id), ["W1", "W4"])
  }
}
