import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class DebounceTests: AsyncStyleTestCase {
  func test_debounce_emitsLatestAfterQuietPeriod() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(250, 2), .next(400, 3), .completed(600)])
    let recorder = scheduler.start { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(350, 2), .next(500, 3), .completed(600)])
    XCTAssertEqual(source.iterations, [Iteration(200, 600)])
  }

  func test_debounce_takesAClockWhoseDurationIsNotSwiftDuration() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(250, 2), .next(400, 3), .completed(600)])
    let clock = StepClock(scheduler: scheduler)
    let recorder = scheduler.start { source.debounce(for: .steps(100), clock: clock) }
    XCTAssertEqual(recorder.events, [.next(350, 2), .next(500, 3), .completed(600)])
  }

  func test_debounce_completionInsideWindowEmitsPendingAtOnce() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(250, 2), .completed(300)])
    let recorder = scheduler.start { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(300, 2), .completed(300)])
  }

  func test_debounce_failureInsideWindowDropsPending() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .failure(250, TestError(code: 1))])
    let recorder = scheduler.start { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.failure(250, TestError(code: 1))])
  }

  func test_debounce_cancellationMidSleepStopsSleeperAndBase() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(400, 2)])
    let recorder = scheduler.start(cancelled: 250) { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    scheduler.advance(to: 1000)
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(source.iterations, [Iteration(200, 250)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_debounce_elementsEveryFewTicksMoveTheDeadlineUntilTheyStop() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, 1), .next(260, 2), .next(310, 3), .next(360, 4), .next(500, 5), .completed(700),
    ])
    let recorder = scheduler.start { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(460, 4), .next(600, 5), .completed(700)])
  }

  func test_debounce_elementAtTheDeadlineStartsANewQuietPeriod() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(310, 2), .completed(600)])
    let recorder = scheduler.start { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(410, 2), .completed(600)])
  }

  func test_debounce_cancellationBeforeTheFirstElementStopsTheBase() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(400, 1)])
    let recorder = scheduler.start(cancelled: 250) { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    scheduler.advance(to: 1000)
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(source.iterations, [Iteration(200, 250)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_debounce_emptyBaseFinishes() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.completed(300)] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.completed(300)])
  }

  func test_debounce_slowConsumerStillGetsLatest() async {
    let result = await elements([1, 2, 3].async.debounce(for: .seconds(60)))
    XCTAssertEqual(result, [3])
  }
}

/// The edge classes of debounce, each as exact events on virtual time.
final class DebounceEdgeTests: AsyncStyleTestCase {
  func test_debounce_completionAtTheDeadline_emitsThePendingElementThenFinishes() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .completed(310)])
    let recorder = scheduler.start { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(310, 1), .completed(310)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_debounce_elementOneTickBeforeTheDeadline_restartsTheQuietPeriod() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(309, 2), .completed(600)])
    let recorder = scheduler.start { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(409, 2), .completed(600)])
  }

  func test_debounce_failureAfterAnEmission_isThrownWhenItArrives() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(350, 2), .failure(400, TestError(code: 4))])
    let recorder = scheduler.start { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(310, 1), .failure(400, TestError(code: 4))])
    XCTAssertEqual(source.iterations, [Iteration(200, 400)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_debounce_consumerSendingIntoTheSourceWhileHandlingAnElement_debouncesWhatItSent() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncPassthroughSubject<String, Never>()
    let debounced = subject.debounce(for: .milliseconds(100), clock: scheduler.clock)
    let recorder = scheduler.record(debounced.handleEvents(onElement: { if $0 == "a" { subject.send("b") } }))
    scheduler.schedule(at: 210) { subject.send("a") }
    scheduler.schedule(at: 500) { subject.finish() }
    scheduler.advance(to: 600)
    XCTAssertEqual(recorder.events, [.next(310, "a"), .next(410, "b"), .completed(500)])
    XCTAssertEqual(subject.consumerCount, 0)
  }

  func test_debounce_burstOfManyElements_emitsOnlyTheLastOnceTheBurstStops() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      (0..<20).map { AsyncRecorded<Int, Never>.next(210 + $0, $0) } + [.completed(500)])
    let recorder = scheduler.start { source.debounce(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(329, 19), .completed(500)])
  }
}
