import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class CompactMapTests: ProducerStyleTestCase {
  func test_compactMap_dropsNil() {
    let recorder = EventRecorder(SignalProducer<String, Never>(values: "1", "x", "2").compactMap { Int($0) })
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
  }
}
