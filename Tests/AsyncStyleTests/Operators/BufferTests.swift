import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class BufferTests: AsyncStyleTestCase {
  func test_buffer_emitsEveryTimeSpanOrWhenFull() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .next(450, 5), .completed(520),
    ])
    let recorder = scheduler.start { source.buffer(timeSpan: .milliseconds(100), count: 3, clock: scheduler.clock) }
    XCTAssertEqual(
      recorder.events, [.next(230, [1, 2, 3]), .next(330, [4]), .next(430, []), .next(520, [5]), .completed(520)])
  }

  func test_buffer_windowsThatFillEarlyRestartTheTimeSpanEachTime() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, 1), .next(220, 2), .next(250, 3), .next(260, 4), .next(300, 5), .next(345, 6), .completed(500),
    ])
    let recorder = scheduler.start { source.buffer(timeSpan: .milliseconds(100), count: 2, clock: scheduler.clock) }
    XCTAssertEqual(
      recorder.events,
      [.next(220, [1, 2]), .next(260, [3, 4]), .next(345, [5, 6]), .next(445, []), .next(500, []), .completed(500)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_buffer_failureDropsCurrentArray() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .failure(250, TestError())])
    let recorder = scheduler.start { source.buffer(timeSpan: .milliseconds(100), count: 5, clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.failure(250, TestError())])
  }

  func test_buffer_cancellationStopsWindowSleeper() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1)])
    let recorder = scheduler.start(cancelled: 250) {
      source.buffer(timeSpan: .milliseconds(100), count: 5, clock: scheduler.clock)
    }
    scheduler.advance(to: 1000)
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }
}
