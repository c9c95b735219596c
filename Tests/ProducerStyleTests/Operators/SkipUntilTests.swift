import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class SkipUntilTests: ProducerStyleTestCase {
  func test_skipUntil_forwardsFromTheTriggersValue() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let (trigger, triggerInput) = Signal<(), Never>.pipe()
    let recorder = EventRecorder(signal.skip(until: trigger))
    input.send(value: 1)
    triggerInput.send(value: ())
    input.send(value: 2)
    triggerInput.send(value: ())
    input.send(value: 3)
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(2), .value(3), .completed])
  }

  func test_skipUntil_triggerCompletionAlsoOpens_itsInterruptionDoesNot() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (trigger, triggerInput) = Signal<(), Never>.pipe()
    let recorder = EventRecorder(signal.skip(until: trigger))
    triggerInput.sendCompleted()
    input.send(value: 1)
    XCTAssertEqual(recorder.events, [.value(1)])

    let (other, otherInput) = Signal<Int, Never>.pipe()
    let (closed, closedInput) = Signal<(), Never>.pipe()
    let waiting = EventRecorder(other.skip(until: closed))
    closedInput.sendInterrupted()
    otherInput.send(value: 1)
    otherInput.sendCompleted()
    XCTAssertEqual(waiting.values, [])
    XCTAssertFalse(waiting.isCompleted)
    input.sendCompleted()
  }

  func test_skipUntil_producer() {
    let opened = SignalProducer<Int, Never>(values: 1, 2).skip(until: SignalProducer<(), Never>(value: ()))
    XCTAssertEqual(EventRecorder(opened).events, [.value(1), .value(2), .completed])
    let closed = EventRecorder(SignalProducer<Int, Never>(values: 1, 2).skip(until: SignalProducer<(), Never>.never))
    XCTAssertEqual(closed.events, [])
    closed.dispose()
    XCTAssertEqual(closed.events, [.interrupted])
  }
}
