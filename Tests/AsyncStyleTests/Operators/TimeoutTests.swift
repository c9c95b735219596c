import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class TimeoutTests: AsyncStyleTestCase {
  func test_timeout_failsWhenSilentTooLongAfterAnElement() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(250, 1), .next(500, 2)])
    let recorder = scheduler.start { source.timeout(after: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(250, 1), .failure(350, .timedOut(after: .milliseconds(100)))])
    XCTAssertEqual(source.iterations, [Iteration(200, 350)])
  }

  func test_timeout_failsWhenNothingArrivesAfterStart() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(400, 1)])
    let recorder = scheduler.start { source.timeout(after: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.failure(300, .timedOut(after: .milliseconds(100)))])
  }

  func test_timeout_passesElementsAndCompletionInTime() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(250, 1), .next(320, 2), .completed(400)])
    let recorder = scheduler.start { source.timeout(after: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(250, 1), .next(320, 2), .completed(400)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_timeout_eachElementRestartsTheWaitUntilTheyStop() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(290, 1), .next(380, 2), .next(470, 3), .next(600, 4)])
    let recorder = scheduler.start { source.timeout(after: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(
      recorder.events,
      [.next(290, 1), .next(380, 2), .next(470, 3), .failure(570, .timedOut(after: .milliseconds(100)))])
    XCTAssertEqual(scheduler.pendingCount, 0, "no sleep is left behind")
  }

  func test_timeout_elementAtTheDeadlineArrivesBeforeTheTimeout() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(300, 1), .completed(350)])
    let recorder = scheduler.start { source.timeout(after: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(300, 1), .completed(350)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_timeout_wrapsUpstreamFailure() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.failure(250, TestError(code: 2))] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { source.timeout(after: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.failure(250, .upstream(TestError(code: 2)))])
  }
}

/// The edge classes of timeout, each as exact events on virtual time.
final class TimeoutEdgeTests: AsyncStyleTestCase {
  func test_timeout_emptyBaseEndingInTime_finishesAndLeavesNothingScheduled() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.completed(250)] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start { source.timeout(after: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.completed(250)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_timeout_elementOneTickAfterTheDeadline_comesTooLate() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(250, 1), .next(351, 2), .completed(360)])
    let recorder = scheduler.start { source.timeout(after: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(250, 1), .failure(350, .timedOut(after: .milliseconds(100)))])
    XCTAssertEqual(source.iterations, [Iteration(200, 350)])
  }

  func test_timeout_upstreamFailureAfterElements_isWrappedWhenItArrives() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(250, 1), .failure(300, TestError(code: 4))])
    let recorder = scheduler.start { source.timeout(after: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(250, 1), .failure(300, .upstream(TestError(code: 4)))])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_timeout_cancelledMidStream_endsTheBaseIterationWithoutFailing() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(250, 1), .next(320, 2)])
    let recorder = scheduler.start(cancelled: 280) { source.timeout(after: .milliseconds(100), clock: scheduler.clock) }
    scheduler.advance(to: 500)
    XCTAssertEqual(recorder.events, [.next(250, 1)])
    XCTAssertEqual(source.iterations, [Iteration(200, 280)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_timeout_consumerSendingIntoTheSourceWhileHandlingAnElement_restartsTheLimitAtWhatItSent() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncPassthroughSubject<String, Never>()
    let limited = subject.timeout(after: .milliseconds(100), clock: scheduler.clock)
    let recorder = scheduler.record(limited.handleEvents(onElement: { if $0 == "a" { subject.send("b") } }))
    scheduler.schedule(at: 50) { subject.send("a") }
    scheduler.advance(to: 500)
    XCTAssertEqual(
      recorder.events, [.next(50, "a"), .next(50, "b"), .failure(150, .timedOut(after: .milliseconds(100)))])
    XCTAssertEqual(subject.consumerCount, 0)
  }

  func test_timeout_consumerSlowerThanTheLimit_doesNotTimeTheSequenceOut() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(50, 1), .next(100, 2), .completed(230)])
    let limited = source.timeout(after: .milliseconds(100), clock: scheduler.clock)
    let clock = scheduler.clock
    let consumer = scheduler.spawn { () async -> [String] in
      var seen: [String] = []
      do {
        for try await element in limited {
          seen.append("\(element)@\(scheduler.currentTick)")
          try? await clock.sleep(until: scheduler.instant(atTick: scheduler.currentTick + 150))
        }
        seen.append("end@\(scheduler.currentTick)")
      } catch {
        seen.append("\(error)@\(scheduler.currentTick)")
      }
      return seen
    }
    scheduler.advance(to: 1000)
    XCTAssertEqual(consumer.value, ["1@50", "2@200", "end@350"])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_timeout_manyElementsEachInsideTheLimit_passUntilTheSourceEnds() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      (0..<20).map { AsyncRecorded<Int, Never>.next(290 + 90 * $0, $0) } + [.completed(2050)])
    let recorder = scheduler.start(cancelled: 3000) {
      source.timeout(after: .milliseconds(100), clock: scheduler.clock)
    }
    XCTAssertEqual(
      recorder.events,
      (0..<20).map { AsyncRecorded<Int, AsyncTimeoutFailure<Never>>.next(290 + 90 * $0, $0) } + [.completed(2050)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }
}
