import BenchmarkKit
import Foundation
import XCTest

final class ScalingTests: XCTestCase {
  func test_fittedExponent_isOneForAFlatCostPerElement() {
    let result = Synthetic.scaled("W5", .producer, perElement: [500, 500, 500])
    XCTAssertEqual(result.exponent, 1, accuracy: 1e-9)
    XCTAssertEqual(result.growth, .linear)
  }

  func test_fittedExponent_isTwoWhenTheCostPerElementGrowsWithTheSize() {
    // ns per element ∝ size: 10, 100, 1,000 at sizes 1k, 10k, 100k is a quadratic total.
    let result = Synthetic.scaled("W5", .producer, perElement: [10, 100, 1_000])
    XCTAssertEqual(result.exponent, 2, accuracy: 1e-9)
    XCTAssertEqual(result.growth, .superlinear)
  }

  func test_fixedCostsThatFadeWithSize_areSublinear() {
    let result = Synthetic.scaled("W7", .async, perElement: [1_000, 100, 10])
    XCTAssertEqual(result.exponent, 0, accuracy: 1e-9)
    XCTAssertEqual(result.growth, .sublinear)
  }

  func test_growth_toleratesNoiseAroundLinear() {
    XCTAssertEqual(Growth(exponent: 1.15), .linear)
    XCTAssertEqual(Growth(exponent: 0.85), .linear)
    XCTAssertEqual(Growth(exponent: 1.25), .superlinear)
    XCTAssertEqual(Growth(exponent: 0.75), .sublinear)
  }

  func test_fewerThanTwoSizes_sayNothingAboutGrowth() {
    let single = ScalingResult(
      chain: "W3", style: .async, points: [ScalingPoint(size: 10, elements: 100, median: 5, checksum: 1)])
    XCTAssertEqual(single.exponent, 1)
    XCTAssertEqual(ScalingResult(chain: "W3", style: .async, points: []).growth, .linear)
  }

  func test_points_areSortedBySize() {
    let result = ScalingResult(
      chain: "W3", style: .async,
      points: [
        ScalingPoint(size: 100, elements: 1_000, median: 1, checksum: 3),
        ScalingPoint(size: 10, elements: 100, median: 1, checksum: 2),
      ])
    XCTAssertEqual(result.points.map(\.size), [10, 100])
  }

  func test_table_listsEachSizeAndFlagsTheQuadraticCell() {
    let table = ScalingWriter.table(Synthetic.scalingReport())
    XCTAssertTrue(table.contains("n=1,000"), table)
    XCTAssertTrue(table.contains("n=100,000"), table)
    let quadratic = table.split(separator: "\n").first { $0.contains("W5") && $0.contains("producer") }
    XCTAssertEqual(quadratic.map { $0.contains("⚠ superlinear") && $0.contains("2.00") }, true, table)
    XCTAssertTrue(table.hasSuffix("Superlinear: W5/producer (exponent 2.00)\n"), table)
  }

  func test_table_saysSoWhenEveryCellIsLinear() {
    var report = Synthetic.scalingReport()
    report.scaling = report.scaling?.filter { $0.growth != .superlinear }
    XCTAssertTrue(
      ScalingWriter.table(report).hasSuffix("No cell grows faster than linearly (exponent at most 1 + 0.2).\n"))
  }

  func test_markdown_hasOneTablePerChain() {
    let markdown = ScalingWriter.markdown(Synthetic.scalingReport())
    XCTAssertEqual(markdown.components(separatedBy: "| style |").count - 1, 2, markdown)
    XCTAssertTrue(markdown.contains("| producer | 10.0 | 100 | 1,000 | 2.00 | ⚠ superlinear |"), markdown)
  }

  func test_chart_isWellFormedSVG_withAWarningOnTheSuperlinearLine() throws {
    let svg = try SVGOutline(ScalingChartWriter.write(Synthetic.scalingReport()))
    XCTAssertEqual(svg.root, "svg")
    XCTAssertTrue(svg.titles.contains("W5/producer: producer (exponent 2.00)"), "\(svg.titles)")
    XCTAssertTrue(svg.titles.contains("W5/producer at 100000: 1,000 ns"), "\(svg.titles)")
  }

  func test_json_roundTripsTheScalingResults() throws {
    let report = Synthetic.scalingReport()
    XCTAssertEqual(try BenchmarkReport(jsonData: report.jsonData()), report)
  }

  func test_reportsWrittenBeforeScalingExisted_stillDecode() throws {
    let report = Synthetic.report()
    XCTAssertNil(report.scaling)
    XCTAssertEqual(try BenchmarkReport(jsonData: report.jsonData()), report)
  }
}

extension Synthetic {
  /// One cell at sizes 1k, 10k and 100k (one element per size unit) with the given ns per element.
  static func scaled(_ chain: String, _ style: Style, perElement: [Double]) -> ScalingResult {
    let sizes = [1_000, 10_000, 100_000]
    return ScalingResult(
      chain: chain, style: style,
      points: zip(sizes, perElement).map { ScalingPoint(size: $0, elements: $0, median: $1, checksum: 7) })
  }

  /// W5 with a linear and a quadratic cell, W7 with a sublinear one.
  static func scalingReport() -> BenchmarkReport {
    BenchmarkReport(
      machine: machine, toolchain: "Swift 6.3 compiler, release build",
      date: Date(timeIntervalSince1970: 1_800_000_000),
      configuration: RunConfiguration(iterations: 5, warmup: 1, quick: false, isolated: true),
      chains: [
        ChainInfo(id: "W5", title: "zip of two sources", unit: "pair"),
        ChainInfo(id: "W7", title: "fan-out", unit: "delivery"),
      ],
      cells: [],
      scaling: [
        scaled("W5", .loop, perElement: [0.2, 0.2, 0.2]),
        scaled("W5", .producer, perElement: [10, 100, 1_000]),
        scaled("W5", .async, perElement: [600, 610, 590]),
        scaled("W7", .async, perElement: [1_000, 100, 10]),
      ])
  }
}
