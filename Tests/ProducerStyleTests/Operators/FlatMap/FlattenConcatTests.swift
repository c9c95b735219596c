import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

/// `flatten(.concat)`: the inner streams run one after the other, each starting when the one
/// before has completed.
final class FlattenConcatTests: ProducerStyleTestCase {
  private typealias Inner = SignalProducer<Int, TestError>

  private let scheduler = TestScheduler()

  override func tearDown() {
    // Delivers the interruption that releasing a test's input schedules.
    scheduler.run()
    super.tearDown()
  }

  func test_concat_startsTheNextInnerWhenThePreviousCompletes() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1-2|"))
    let b = lifecycle.mark("b", try scheduler.digits("-3|"))
    let recorder = EventRecorder(
      SignalProducer(try scheduler.hot("-ab--|", ["a": a, "b": b])).flatten(.concat), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .value(2, at: 4), .value(3, at: 6), .completed(at: 7)])
    // The next inner starts as the previous one's completion passes, before that one is disposed.
    XCTAssertEqual(lifecycle.log, ["a started @ 1", "b started @ 5", "a disposed @ 5", "b disposed @ 7"])
  }

  func test_concat_outerCompletingAfterTheLastInner_completesWithTheOuter() throws {
    let a = try scheduler.digits("-1|")
    let recorder = EventRecorder(
      SignalProducer(try scheduler.hot("-a----|", ["a": a])).flatten(.concat), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .completed(at: 6)])
  }

  func test_concat_outerWithoutInners_completesWithTheOuter() throws {
    let outer: Signal<Inner, TestError> = try scheduler.hot("-|", [:])
    let recorder = EventRecorder(SignalProducer(outer).flatten(.concat), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.completed(at: 1)])
  }

  func test_concat_innerFailure_failsTheResult_andTheQueuedInnersNeverStart() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = try scheduler.digits("-1#")
    let b = lifecycle.mark("b", try scheduler.digits("-3|"))
    let recorder = EventRecorder(
      SignalProducer(try scheduler.hot("-ab--|", ["a": a, "b": b])).flatten(.concat), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .failed(.boom, at: 3)])
    XCTAssertEqual(lifecycle.log, [])
  }

  func test_concat_outerFailure_disposesTheRunningInner() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1----2|"))
    let b = lifecycle.mark("b", try scheduler.digits("-3|"))
    let recorder = EventRecorder(
      SignalProducer(try scheduler.hot("-ab-#", ["a": a, "b": b])).flatten(.concat), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .failed(.boom, at: 4)])
    XCTAssertEqual(lifecycle.log, ["a started @ 1", "a disposed @ 4"])
  }

  func test_concat_disposedMidStream_disposesTheOuterThenTheRunningInner() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1----|"))
    let b = lifecycle.mark("b", try scheduler.digits("-3|"))
    let outer = lifecycle.mark("outer", SignalProducer(try scheduler.hot("-ab-----|", ["a": a, "b": b])))
    let recorder = EventRecorder(outer.flatten(.concat), clock: scheduler)
    scheduler.advance(by: .seconds(3))
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .interrupted(at: 3)])
    XCTAssertEqual(lifecycle.log, ["outer started @ 0", "a started @ 1", "outer disposed @ 3", "a disposed @ 3"])
  }

  func test_concat_interruptedInner_letsTheNextOneStart() throws {
    let a = try scheduler.digits("-1!")
    let b = try scheduler.digits("-2|")
    let recorder = EventRecorder(
      SignalProducer(try scheduler.hot("-ab|", ["a": a, "b": b])).flatten(.concat), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .value(2, at: 4), .completed(at: 5)])
  }

  func test_concat_innerSentByTheObserverWhileHandlingAValue_joinsTheEndOfTheQueue() {
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    SignalProducer(outer).flatten(.concat)
      .on(value: { value in if value == 1 { outerInput.send(value: SignalProducer(value: 30)) } })
      .start(recorder.observer)
    outerInput.send(value: SignalProducer(first))
    outerInput.send(value: SignalProducer(value: 20))
    firstInput.send(value: 1)
    XCTAssertEqual(recorder.events, [.value(1)])
    firstInput.sendCompleted()
    outerInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(20), .value(30), .completed])
  }

  func test_concat_aHundredInners_runOneAfterTheOther() {
    let producer = SignalProducer<Int, TestError>(values: 0..<100).flatMap(.concat) { [scheduler] index in
      Inner(value: index).delay(1, on: scheduler)
    }
    let recorder = EventRecorder(producer, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(
      recorder.recorded, (0..<100).map { .value($0, at: TimeInterval($0 + 1)) } + [.completed(at: 100)])
  }
}
