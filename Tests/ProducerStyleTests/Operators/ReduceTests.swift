import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ReduceTests: ProducerStyleTestCase {
  func test_reduce_sendsTheTotalOnCompletion_orTheSeedWhenEmpty() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, Never>(values: 1, 2, 3).reduce(0, +)).events, [.value(6), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>.empty.reduce(5, +)).events, [.value(5), .completed])
    let into = SignalProducer<Int, Never>(values: 1, 2).reduce(into: [Int]()) { $0.append($1) }
    XCTAssertEqual(EventRecorder(into).events, [.value([1, 2]), .completed])
  }

  func test_reduce_failureSendsNoTotal() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.reduce(0, +))
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.failed(.boom)])
  }
}
