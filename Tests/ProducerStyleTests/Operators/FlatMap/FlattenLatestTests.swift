import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

/// `flatten(.latest)`: only the newest inner stream runs; each new one disposes the one before.
final class FlattenLatestTests: ProducerStyleTestCase {
  private let scheduler = TestScheduler()

  override func tearDown() {
    // Delivers the interruption that releasing a test's input schedules.
    scheduler.run()
    super.tearDown()
  }

  func test_latest_eachNewInner_disposesThePreviousOne_whoseLaterValuesAreLost() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1-2-3-4|"))
    let b = lifecycle.mark("b", try scheduler.digits("-5-6|"))
    let outer = lifecycle.mark("outer", SignalProducer(try scheduler.hot("-a---b------|", ["a": a, "b": b])))
    let recorder = EventRecorder(outer.flatten(.latest), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(
      recorder.recorded, [.value(1, at: 2), .value(2, at: 4), .value(5, at: 6), .value(6, at: 8), .completed(at: 12)])
    XCTAssertEqual(
      lifecycle.log,
      [
        "outer started @ 0", "a started @ 1", "a disposed @ 5", "b started @ 5", "b disposed @ 9",
        "outer disposed @ 12",
      ])
  }

  func test_latest_outerCompletingFirst_waitsForTheLatestInner() throws {
    let a = try scheduler.digits("--1---2|")
    let recorder = EventRecorder(SignalProducer(try scheduler.hot("-a-|", ["a": a])).flatten(.latest), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 3), .value(2, at: 7), .completed(at: 8)])
  }

  func test_latest_outerWithoutInners_completesWithTheOuter() throws {
    let outer: Signal<SignalProducer<Int, TestError>, TestError> = try scheduler.hot("---|", [:])
    let recorder = EventRecorder(SignalProducer(outer).flatten(.latest), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.completed(at: 3)])
  }

  func test_latest_emptyInner_completesOnceTheOuterHas() throws {
    let empty = try scheduler.digits("--|")
    let recorder = EventRecorder(
      SignalProducer(try scheduler.hot("-a-----|", ["a": empty])).flatten(.latest), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.completed(at: 7)])
  }

  func test_latest_innerFailure_failsTheResult_andEndsTheOuter() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1-#"))
    let outer = lifecycle.mark("outer", SignalProducer(try scheduler.hot("-a-----|", ["a": a])))
    let recorder = EventRecorder(outer.flatten(.latest), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .failed(.boom, at: 4)])
    // The failure ends the run, and the outer, before it has finished passing out of the inner.
    XCTAssertEqual(lifecycle.log, ["outer started @ 0", "a started @ 1", "outer disposed @ 4", "a disposed @ 4"])
  }

  func test_latest_outerFailure_disposesTheRunningInner() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1------2|"))
    let recorder = EventRecorder(
      SignalProducer(try scheduler.hot("-a--#", ["a": a])).flatten(.latest), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .failed(.boom, at: 4)])
    XCTAssertEqual(lifecycle.log, ["a started @ 1", "a disposed @ 4"])
  }

  func test_latest_disposedMidStream_disposesTheInnerBeforeTheOuter() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1----2|"))
    let outer = lifecycle.mark("outer", SignalProducer(try scheduler.hot("-a------|", ["a": a])))
    let recorder = EventRecorder(outer.flatten(.latest), clock: scheduler)
    scheduler.advance(by: .seconds(3))
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .interrupted(at: 3)])
    XCTAssertEqual(lifecycle.log, ["outer started @ 0", "a started @ 1", "a disposed @ 3", "outer disposed @ 3"])
  }

  func test_latest_interruptedInner_endsAsIfItHadCompleted() throws {
    let a = try scheduler.digits("-1!")
    let b = try scheduler.digits("-2|")
    let recorder = EventRecorder(
      SignalProducer(try scheduler.hot("-a--b---|", ["a": a, "b": b])).flatten(.latest), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .value(2, at: 5), .completed(at: 8)])
  }

  func test_latest_observerSendingANewInnerWhileHandlingAValue_cutsTheCurrentInnerShort() {
    let lifecycle = Lifecycle()
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let second = lifecycle.mark("second", SignalProducer<Int, Never>(values: 10, 20))
    let recorder = EventRecorder<Int, Never>()
    SignalProducer(outer).flatten(.latest)
      .on(value: { value in if value == 1 { outerInput.send(value: second) } })
      .start(recorder.observer)
    outerInput.send(value: lifecycle.mark("first", SignalProducer(first)))
    firstInput.send(value: 1)
    firstInput.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(1), .value(10), .value(20)])
    // The first inner is disposed at once, but its run ends only once its delivery of 1 returns.
    XCTAssertEqual(lifecycle.log, ["first started", "second disposed", "second started", "first disposed"])
    outerInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(10), .value(20), .completed])
  }

  func test_latest_innerSentByTheObserverWhileTheOuterIsDelivering_startsOnceThatDeliveryIsOver() {
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    SignalProducer(outer).flatten(.latest)
      .on(value: { value in if value == 1 { outerInput.send(value: SignalProducer(values: 10, 20)) } })
      .start(recorder.observer)
    // The first inner runs to its end inside the outer's delivery; the new inner waits for it.
    outerInput.send(value: SignalProducer(values: 1, 2, 3))
    outerInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3), .value(10), .value(20), .completed])
  }

  func test_latest_aHundredInners_onlyTheLastOneDelivers() {
    let lifecycle = Lifecycle(clock: scheduler)
    let producer = SignalProducer<Int, TestError>(values: 0..<100).flatMap(.latest) { [scheduler] index in
      lifecycle.mark("inner", SignalProducer<Int, TestError>(value: index).delay(2, on: scheduler))
    }
    let recorder = EventRecorder(producer, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(99, at: 2), .completed(at: 2)])
    XCTAssertEqual(lifecycle.count("inner started @ 0"), 100)
    XCTAssertEqual(lifecycle.count("inner disposed @ 0"), 99)
    XCTAssertEqual(lifecycle.count("inner disposed @ 2"), 1)
  }
}
