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
