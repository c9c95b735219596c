import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class FilterTests: ProducerStyleTestCase {
  func test_filter_keepsMatchingValues() {
    let recorder = EventRecorder(SignalProducer<Int, Never>(values: 1, 2, 3, 4).filter { $0.isMultiple(of: 2) })
    XCTAssertEqual(recorder.events, [.value(2), .value(4), .completed])
  }
}
