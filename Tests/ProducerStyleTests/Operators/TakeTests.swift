import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

final class TakeTests: ProducerStyleTestCase {
  func test_takeFirst_completesAfterCount_andStopsTheSource() {
    let produced = Atomic<Int>(0)
    let source = SignalProducer<Int, Never>(values: 1...1_000).map { value -> Int in
      produced.add(1, ordering: .relaxed)
      return value
    }
    XCTAssertEqual(EventRecorder(source.take(first: 2)).events, [.value(1), .value(2), .completed])
    XCTAssertEqual(produced.load(ordering: .relaxed), 2)
  }

  func test_takeFirstZero_interruptsAtOnce() {
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>(values: 1, 2).take(first: 0)).events, [.interrupted])
  }

  func test_takeFirst_signal_completesAndIgnoresTheRest() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(first: 1))
    input.send(value: 1)
    input.send(value: 2)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value(1), .completed])
  }

  func test_takeWhile_completesAtTheFirstRejectedValue() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, Never>(values: 1, 2, 5, 1).take(while: { $0 < 3 })).events,
      [.value(1), .value(2), .completed])
  }

  func test_takeUntil_signal_completesWhenTheTriggerFires() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (trigger, fire) = Signal<(), Never>.pipe()
    let recorder = EventRecorder(signal.take(until: trigger))
    input.send(value: 1)
    fire.send(value: ())
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(1), .completed])
  }

  func test_takeUntil_producer_triggerCompletionEnds_interruptionDoesNot() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (trigger, fire) = Signal<(), Never>.pipe()
    let recorder = EventRecorder(SignalProducer(signal).take(until: SignalProducer(trigger)))
    input.send(value: 1)
    fire.sendCompleted()
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(1), .completed])

    let (other, otherInput) = Signal<Int, Never>.pipe()
    let kept = EventRecorder(SignalProducer(other).take(until: .never))
    otherInput.send(value: 3)
    otherInput.sendCompleted()
    XCTAssertEqual(kept.events, [.value(3), .completed])
  }
}
