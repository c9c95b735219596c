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
}
