import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ScanTests: ProducerStyleTestCase {
  func test_scan_sendsEachAccumulation() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, Never>(values: 1, 2, 3).scan(0, +)).events,
      [.value(1), .value(3), .value(6), .completed])
    let into = SignalProducer<Int, Never>(values: 1, 2).scan(into: "") { $0 += "\($1)" }
    XCTAssertEqual(EventRecorder(into).events, [.value("1"), .value("12"), .completed])
  }

  func test_scan_eachStartHasItsOwnAccumulation() {
    let producer = SignalProducer<Int, Never>(values: 1, 2).scan(0, +)
    XCTAssertEqual(EventRecorder(producer).values, [1, 3])
    XCTAssertEqual(EventRecorder(producer).values, [1, 3])
  }
}
