import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

final class TakeLastTests: ProducerStyleTestCase {
  func test_takeLast_sendsTheLastOnCompletion() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, Never>(values: 1, 2, 3).take(last: 2)).events,
      [.value(2), .value(3), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>(value: 1).take(last: 0)).events, [.completed])
  }

  func test_takeLast_failureDropsTheBuffer() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(last: 1))
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.failed(.boom)])
  }
}
