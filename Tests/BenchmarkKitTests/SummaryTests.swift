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
    XCTAssertEqual(Synthetic.cell("W1", .rx, [1]).name, "W1/rx")
    XCTAssertEqual(Synthetic.cell("W1", .rx, variant: "range", [1]).name, "W1/rx:range")
    XCTAssertEqual(Synthetic.cell("W1", .loop, [1]).styleLabel, "loop floor")
  }

  func test_ratios_divideByTheChainsFloors() throws {
    let report = Synthetic.report(rx: 30)
    let rx = try XCTUnwrap(report.cells.first { $0.name == "W1/rx" })
    XCTAssertEqual(try XCTUnwrap(report.ratio(of: rx, to: .loop)), 50, accuracy: 1e-9)
    XCTAssertEqual(try XCTUnwrap(report.ratio(of: rx, to: .dynamic)), 7.5, accuracy: 1e-9)
    XCTAssertEqual(report.measuredChains.map(\.id), ["W1", "W4"])
  }
}
