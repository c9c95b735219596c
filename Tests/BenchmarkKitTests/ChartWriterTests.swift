import BenchmarkKit
import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

final class ChartWriterTests: XCTestCase {
  func test_chart_isWellFormedSVG() throws {
    let svg = try SVGOutline(ChartWriter.write(Synthetic.report()))
    XCTAssertEqual(svg.root, "svg")
    XCTAssertEqual(svg.rootAttributes["xmlns"], "http://www.w3.org/2000/svg")
    XCTAssertNotNil(svg.rootAttributes["viewBox"])
  }

  func test_chart_drawsOneBarPerStyleCellWithItsMedianInTheTooltip() throws {
    let svg = try SVGOutline(ChartWriter.write(Synthetic.report()))
    let bars = svg.titles.filter { $0.contains(": median") }
    XCTAssertEqual(bars.count, 3)
    XCTAssertTrue(bars.contains("W1/rx: median 30.0 ns (min 27.0, max 33.0)"))
    XCTAssertTrue(bars.contains("W1/rx:range: median 26.0 ns (min 25.0, max 27.0)"))
    XCTAssertTrue(bars.contains("W4/rx: median 1,000 ns (min 1,000, max 1,000)"))
  }

  func test_chart_marksBothFloorsOfEachChain() throws {
    let svg = try SVGOutline(ChartWriter.write(Synthetic.report()))
    let floors = svg.titles.filter { $0.contains("floor:") }
    XCTAssertEqual(
      floors,
      ["W1 loop floor: 0.60 ns", "W1 dynamic floor: 4.00 ns", "W4 loop floor: 0.50 ns", "W4 dynamic floor: 4.00 ns"])
  }

  func test_chart_usesALogScale_tenTimesSlowerIsOneDecadeTaller() throws {
    let svg = try SVGOutline(ChartWriter.write(Synthetic.report(rx: 10, w4Rx: 100)))
    let w1 = try XCTUnwrap(svg.barHeights["W1/rx"])
    let w4 = try XCTUnwrap(svg.barHeights["W4/rx"])
    let decade = try XCTUnwrap(svg.decadeSpacing)
    XCTAssertEqual(w4 - w1, decade, accuracy: 0.2)
  }

  func test_chart_escapesTextAndSkipsUnmeasuredChains() throws {
    var report = Synthetic.report()
    report.cells.append(Synthetic.cell("W<1>", .rx, [5]))
    report.chains.append(ChainInfo(id: "W<1>", title: "a & b", unit: "x"))
    let svg = try SVGOutline(ChartWriter.write(report))
    XCTAssertTrue(svg.texts.contains("W<1>"))
    XCTAssertFalse(svg.texts.contains("W9"))
  }
}
