import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class DistinctUntilChangedTests: ProducerStyleTestCase {
  func test_skipRepeats_plainAndByComparer() {
    let values = SignalProducer<Int, Never>(values: 1, 1, 2, 2, 1)
    XCTAssertEqual(EventRecorder(values.skipRepeats()).values, [1, 2, 1])
    XCTAssertEqual(EventRecorder(values.skipRepeats { $0 % 2 == $1 % 2 }).values, [1, 2, 1])
    XCTAssertEqual(EventRecorder(values.skipRepeats { _, _ in true }).values, [1])
  }
}
