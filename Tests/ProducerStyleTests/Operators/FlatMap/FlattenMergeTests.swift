import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

/// `flatten(.merge)`: every inner stream runs at once; the result completes when the outer and
/// every inner have completed.
final class FlattenMergeTests: ProducerStyleTestCase {
  private typealias Inner = SignalProducer<Int, TestError>

  private let scheduler = TestScheduler()

  override func tearDown() {
    // Delivers the interruption that releasing a test's input schedules.
    scheduler.run()
    super.tearDown()
  }

  func test_merge_interleavesTheInnersByTime_andCompletesAfterTheLastToEnd() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1---2|"))
    let b = lifecycle.mark("b", try scheduler.digits("-3|"))
    let outer = lifecycle.mark("outer", SignalProducer(try scheduler.hot("-a-b|", ["a": a, "b": b])))
    let recorder = EventRecorder(outer.flatten(.merge), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .value(3, at: 4), .value(2, at: 6), .completed(at: 7)])
    XCTAssertEqual(
      lifecycle.log,
      [
        "outer started @ 0", "a started @ 1", "b started @ 3", "outer disposed @ 4", "b disposed @ 5",
        "a disposed @ 7",
      ])
  }

  func test_merge_outerWithoutInners_completesWithTheOuter() throws {
    let outer: Signal<Inner, TestError> = try scheduler.hot("--|", [:])
    let recorder = EventRecorder(SignalProducer(outer).flatten(.merge), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.completed(at: 2)])
  }

  func test_merge_emptyInners_completeTheResultWhenTheLastOneEnds() throws {
    let inners = SignalProducer<Inner, TestError>(values: try scheduler.digits("---|"), try scheduler.digits("-|"))
    let recorder = EventRecorder(inners.flatten(.merge), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.completed(at: 3)])
  }

  func test_merge_innerFailure_failsTheResult_andDisposesTheOuterThenTheOtherInners() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1---2|"))
    let b = try scheduler.digits("--#")
    let outer = lifecycle.mark("outer", SignalProducer(try scheduler.hot("-ab----|", ["a": a, "b": b])))
    let recorder = EventRecorder(outer.flatten(.merge), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .failed(.boom, at: 4)])
    XCTAssertEqual(lifecycle.log, ["outer started @ 0", "a started @ 1", "outer disposed @ 4", "a disposed @ 4"])
  }

  func test_merge_outerFailure_disposesTheRunningInners() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1---2|"))
    let recorder = EventRecorder(SignalProducer(try scheduler.hot("-a-#", ["a": a])).flatten(.merge), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .failed(.boom, at: 3)])
    XCTAssertEqual(lifecycle.log, ["a started @ 1", "a disposed @ 3"])
  }

  func test_merge_disposedMidStream_disposesTheOuter_thenTheInnersInTheOrderTheyStarted() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-----1|"))
    let b = lifecycle.mark("b", try scheduler.digits("-----2|"))
    let outer = lifecycle.mark("outer", SignalProducer(try scheduler.hot("-ab------|", ["a": a, "b": b])))
    let recorder = EventRecorder(outer.flatten(.merge), clock: scheduler)
    scheduler.advance(by: .seconds(4))
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.interrupted(at: 4)])
    XCTAssertEqual(
      lifecycle.log,
      [
        "outer started @ 0", "a started @ 1", "b started @ 2", "outer disposed @ 4", "a disposed @ 4",
        "b disposed @ 4",
      ])
  }

  func test_merge_interruptedInner_endsAsIfItHadCompleted() throws {
    let a = try scheduler.digits("-!")
    let b = try scheduler.digits("--1|")
    let recorder = EventRecorder(
      SignalProducer(try scheduler.hot("-ab|", ["a": a, "b": b])).flatten(.merge), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 4), .completed(at: 5)])
  }

  func test_merge_innerSentByTheObserverWhileHandlingAValue_startsOnceTheCurrentStartReturns() {
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    SignalProducer(outer).flatten(.merge)
      .on(value: { value in if value == 1 { outerInput.send(value: SignalProducer(values: 10, 20)) } })
      .start(recorder.observer)
    outerInput.send(value: SignalProducer(values: 1, 2))
    outerInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(10), .value(20), .completed])
  }

  func test_merge_aHundredInners_allRunAtOnce() {
    let lifecycle = Lifecycle(clock: scheduler)
    let producer = SignalProducer<Int, TestError>(values: 0..<100).flatMap(.merge) { [scheduler] index in
      lifecycle.mark("inner", Inner(value: index).delay(1, on: scheduler))
    }
    let recorder = EventRecorder(producer, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, (0..<100).map { .value($0, at: 1) } + [.completed(at: 1)])
    XCTAssertEqual(lifecycle.count("inner started @ 0"), 100)
    XCTAssertEqual(lifecycle.count("inner disposed @ 1"), 100)
  }
}
