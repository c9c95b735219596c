import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class CatchTests: ProducerStyleTestCase {
  func test_flatMapError_replacesTheFailure() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(SignalProducer(signal).flatMapError { _ in SignalProducer<Int, Never>(values: 8, 9) })
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value(1), .value(8), .value(9), .completed])
  }

  func test_flatMapErrorToEmpty_completes() {
    let producer = SignalProducer<Int, TestError>(error: .boom).flatMapError { _ in SignalProducer<Int, Never>.empty }
    XCTAssertEqual(EventRecorder(producer).events, [.completed])
  }
}
