import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class UniqueValuesTests: ProducerStyleTestCase {
  func test_uniqueValues_dropsAnythingSeenBefore() {
    let values = SignalProducer<Int, Never>(values: 1, 2, 1, 3, 2)
    XCTAssertEqual(EventRecorder(values.uniqueValues()).events, [.value(1), .value(2), .value(3), .completed])
    XCTAssertEqual(EventRecorder(values.uniqueValues { $0 % 2 }).values, [1, 2])
  }
}
