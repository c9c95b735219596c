import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class CollectTests: ProducerStyleTestCase {
  func test_collect_allAndByCount() {
    let values = SignalProducer<Int, Never>(values: 1, 2, 3)
    XCTAssertEqual(EventRecorder(values.collect()).events, [.value([1, 2, 3]), .completed])
    XCTAssertEqual(EventRecorder(values.collect(count: 2)).events, [.value([1, 2]), .value([3]), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>.empty.collect()).events, [.value([]), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>.empty.collect(count: 2)).events, [.completed])
  }
}
