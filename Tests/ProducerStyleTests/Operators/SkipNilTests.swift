import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class SkipNilTests: ProducerStyleTestCase {
  func test_skipNil_dropsNilAndUnwraps() {
    let producer = SignalProducer<Int?, TestError>(values: 1, nil, 2, nil).skipNil()
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .value(2), .completed])
  }

  func test_skipNil_signal_passesFailureOn() {
    let (signal, input) = Signal<String?, TestError>.pipe()
    let recorder = EventRecorder(signal.skipNil())
    input.send(value: nil)
    input.send(value: "a")
    input.send(error: .other)
    XCTAssertEqual(recorder.events, [.value("a"), .failed(.other)])
  }
}
