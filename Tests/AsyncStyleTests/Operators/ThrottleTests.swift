import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class ThrottleTests: AsyncStyleTestCase {
  func test_throttle_latestEmitsNewestOnceIntervalPassed() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, 1), .next(250, 2), .next(300, 3), .next(420, 4), .completed(500),
    ])
    let recorder = scheduler.start { source.throttle(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(420, 4), .completed(500)])
  }

  func test_throttle_firstEmitsFirstHeldBack() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, 1), .next(250, 2), .next(300, 3), .next(420, 4), .completed(500),
    ])
    let recorder = scheduler.start { source.throttle(for: .milliseconds(100), clock: scheduler.clock, latest: false) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(420, 2), .completed(500)])
  }

  func test_throttle_forwardsFailure() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .failure(230, TestError())])
    let recorder = scheduler.start { source.throttle(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(230, TestError())])
  }

  func test_throttle_latestEmitsHeldElementWhenIntervalEndsAfterBaseFinished() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, "a"), .next(220, "b"), .next(230, "c"), .next(240, "d"), .next(250, "e"), .completed(250),
    ])
    let recorder = scheduler.start { source.throttle(for: .milliseconds(30), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(210, "a"), .next(240, "d"), .next(270, "e"), .completed(270)])
  }
  func test_throttle_cancelledWhileHoldingAnElement_endsWithoutIt() {
    let scheduler = AsyncTestScheduler()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    scheduler.schedule(at: 210) { continuation.yield(1) }
    scheduler.schedule(at: 220) { continuation.yield(2) }
    let recorder = scheduler.start { stream.throttle(for: .milliseconds(100), clock: scheduler.clock) }
    // A cancelled stream answers `nil`: swift-async-algorithms takes that for the end of its base and
    // sends the held 2 at 1000; here the cancellation ends the sequence first.
    XCTAssertEqual(recorder.events, [.next(210, 1)])
  }

  func test_underscoredThrottle_isTheSameOperatorUnderTheAnchorsName() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, 1), .next(250, 2), .next(300, 3), .next(420, 4), .completed(500),
    ])
    let recorder = scheduler.start {
      source._throttle(for: .milliseconds(100), clock: scheduler.clock, latest: false)
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(420, 2), .completed(500)])
  }

  func test_reducingThrottle_emitsTheReductionOfEachWindow() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, 1), .next(250, 2), .next(300, 3), .next(420, 4), .completed(500),
    ])
    let recorder = scheduler.start {
      source._throttle(for: .milliseconds(100), clock: scheduler.clock) { sum, element in (sum ?? 0) + element }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(420, 9), .completed(500)])
  }

  func test_reducingThrottle_emitsTheHeldReductionWhenTheIntervalEndsAfterTheBaseFinished() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(240)])
    let recorder = scheduler.start {
      source._throttle(for: .milliseconds(50), clock: scheduler.clock) { joined, element in (joined ?? "") + element }
    }
    XCTAssertEqual(recorder.events, [.next(210, "a"), .next(260, "bc"), .completed(260)])
  }

  func test_throttle_takesAClockWhoseDurationIsNotSwiftDuration() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, "a"), .next(220, "b"), .next(230, "c"), .next(240, "d"), .next(250, "e"), .completed(250),
    ])
    let clock = StepClock(scheduler: scheduler)
    let recorder = scheduler.start { source.throttle(for: .steps(30), clock: clock) }
    XCTAssertEqual(recorder.events, [.next(210, "a"), .next(240, "d"), .next(270, "e"), .completed(270)])
  }

  func test_throttle_firstEmitsFirstHeldElementWhenIntervalEndsAfterBaseFinished() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, "a"), .next(220, "b"), .next(230, "c"), .next(240, "d"), .next(250, "e"), .next(260, "f"),
      .completed(260),
    ])
    let recorder = scheduler.start {
      source.throttle(for: .milliseconds(30), clock: scheduler.clock, latest: false)
    }
    XCTAssertEqual(recorder.events, [.next(210, "a"), .next(240, "b"), .next(270, "e"), .completed(270)])
  }

  func test_throttle_finishesAtOnceWhenNothingIsHeld() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .completed(220)])
    let recorder = scheduler.start { source.throttle(for: .milliseconds(30), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .completed(220)])
  }

  func test_throttle_failureDropsHeldElement() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .failure(225, TestError(code: 3))])
    let recorder = scheduler.start { source.throttle(for: .milliseconds(30), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(225, TestError(code: 3))])
  }

  func test_throttle_cancelledWhileWaitingForIntervalEndDropsHeldElement() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .completed(225)])
    let recorder = scheduler.start(cancelled: 235) { source.throttle(for: .milliseconds(30), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(210, 1)])
  }
}

/// The edge classes of throttle, each as exact events on virtual time.
final class ThrottleEdgeTests: AsyncStyleTestCase {
  func test_throttle_emptyBase_finishesWithIt() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.completed(300)] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start { source.throttle(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.completed(300)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_throttle_elementsFartherApartThanTheInterval_passAtOnce() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(320, 2), .next(430, 3), .completed(500)])
    let recorder = scheduler.start { source.throttle(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(320, 2), .next(430, 3), .completed(500)])
  }

  func test_throttle_elementExactlyAtTheWindowsEnd_passesAtOnce() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(310, 2), .next(410, 3), .completed(500)])
    let recorder = scheduler.start { source.throttle(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(310, 2), .next(410, 3), .completed(500)])
  }

  func test_throttle_completionInsideTheWindow_waitsForItsEndToSendTheHeldElement() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(230, 2), .completed(250)])
    let recorder = scheduler.start { source.throttle(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(310, 2), .completed(310)])
    XCTAssertEqual(source.iterations, [Iteration(200, 250)])
  }

  func test_throttle_consumerSendingIntoTheSourceWhileHandlingAnElement_holdsItUntilTheEnd() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncPassthroughSubject<String, Never>()
    let throttled = subject.throttle(for: .milliseconds(20), clock: scheduler.clock)
    let recorder = scheduler.record(throttled.handleEvents(onElement: { if $0 == "a" { subject.send("b") } }))
    scheduler.schedule(at: 210) { subject.send("a") }
    scheduler.schedule(at: 300) { subject.finish() }
    scheduler.advance(to: 400)
    XCTAssertEqual(recorder.events, [.next(210, "a"), .next(300, "b"), .completed(300)])
    XCTAssertEqual(subject.consumerCount, 0)
  }

  func test_throttle_burstOfManyElements_sendsTheFirstThenTheLatestOnTheNextArrival() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      (0..<20).map { AsyncRecorded<Int, Never>.next(210 + $0, $0) } + [.next(350, 99), .completed(500)])
    let recorder = scheduler.start { source.throttle(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(210, 0), .next(350, 99), .completed(500)])
  }

  func test_throttleFirst_burstOfManyElements_sendsTheFirstHeldOnTheNextArrival() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      (0..<20).map { AsyncRecorded<Int, Never>.next(210 + $0, $0) } + [.next(350, 99), .completed(500)])
    let recorder = scheduler.start {
      source.throttle(for: .milliseconds(100), clock: scheduler.clock, latest: false)
    }
    XCTAssertEqual(recorder.events, [.next(210, 0), .next(350, 1), .completed(500)])
  }
}
