import BenchmarkKit
import Foundation
import XCTest

final class JSONWriterTests: XCTestCase {
  func test_report_roundTripsThroughJSON() throws {
    let report = Synthetic.report()
    XCTAssertEqual(try BenchmarkReport(jsonData: report.jsonData()), report)
  }

  func test_json_recordsMachineToolchainDateAndEverySample() throws {
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Synthetic.report().jsonData()) as? [String: Any])
    let machine = try XCTUnwrap(object["machine"] as? [String: Any])
    XCTAssertEqual(machine["cpu"] as? String, "Test CPU <fast> & small")
    XCTAssertEqual(machine["cores"] as? Int, 2)
    XCTAssertEqual(object["toolchain"] as? String, "Swift 6.3 compiler, release build")
    XCTAssertEqual(object["date"] as? String, "2027-01-15T08:00:00Z")
    let cells = try XCTUnwrap(object["cells"] as? [[String: Any]])
    XCTAssertEqual(cells.count, 7)
    XCTAssertEqual(cells[2]["samples"] as? [Double], [30, 27, 33])
    XCTAssertEqual((cells[2]["summary"] as? [String: Any])?["median"] as? Double, 30)
    XCTAssertEqual(cells[3]["variant"] as? String, "range")
    XCTAssertEqual(cells[0]["peakMemoryBytes"] as? Int, 20 * 1_048_576)
  }

  func test_cell_roundTripsAsAChildPrintsIt() throws {
    let cell = Synthetic.cell("W4", .rx, [1, 2, 3])
    XCTAssertEqual(try CellResult(jsonData: cell.jsonData()), cell)
  }

  func test_fastestOfSeveralProcesses_keepsTheLowestMedianAndEveryProcesssMedian() {
    let slow = Synthetic.cell("W4", .rx, [900, 880, 910])
    let fast = Synthetic.cell("W4", .rx, [510, 530, 500])
    let middling = Synthetic.cell("W4", .rx, [700, 690, 720])
    let kept = CellResult.fastest(of: [slow, fast, middling])
    XCTAssertEqual(kept.samples, [510, 530, 500])
    XCTAssertEqual(kept.summary.median, 510)
    XCTAssertEqual(kept.processMedians, [900, 510, 700])
    XCTAssertNil(CellResult.fastest(of: [slow]).processMedians, "one process has no spread to show")
  }

  func test_reportWrittenBeforeProcessesExisted_readsAsOneProcess() throws {
    var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Synthetic.report().jsonData()) as? [String: Any])
    var configuration = try XCTUnwrap(object["configuration"] as? [String: Any])
    XCTAssertEqual(configuration.removeValue(forKey: "processes") as? Int, 1)
    object["configuration"] = configuration
    let older = try BenchmarkReport(jsonData: JSONSerialization.data(withJSONObject: object))
    XCTAssertEqual(older.configuration.processes, 1)
    XCTAssertEqual(older.cells, Synthetic.report().cells)
  }

  func test_somethingElse_isRejected() {
    XCTAssertThrowsError(try BenchmarkReport(jsonData: Data(#"{"cells": []}"#.utf8)))
    XCTAssertThrowsError(try BenchmarkReport(jsonData: Data("not json".utf8)))
  }
}
