import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

final class SkipTests: ProducerStyleTestCase {
  func test_skipFirst_andSkipWhile() {
    let values = SignalProducer<Int, Never>(values: 1, 5, 1)
    XCTAssertEqual(EventRecorder(values.skip(first: 1)).events, [.value(5), .value(1), .completed])
    XCTAssertEqual(EventRecorder(values.skip(first: 5)).events, [.completed])
    XCTAssertEqual(EventRecorder(values.skip(while: { $0 < 3 })).events, [.value(5), .value(1), .completed])
  }
}
