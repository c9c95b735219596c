import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class ShareTests: AsyncStyleTestCase {
  func test_share_consumersShareOneIteration() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(50, 1), .next(150, 2), .completed(200)])
    let shared = source.share()
    let first = scheduler.record(shared)
    let second = AsyncRecorderBox<Int, Never>()
    scheduler.schedule(at: 100) { second.recorder = scheduler.record(shared) }
    scheduler.advance(to: 1000)
    XCTAssertEqual(first.events, [.next(50, 1), .next(150, 2), .completed(200)])
    XCTAssertEqual(second.recorder?.events, [.next(150, 2), .completed(200)])
    XCTAssertEqual(source.iterations, [Iteration(0, 200)])
  }

  func test_share_lastConsumerLeavingCancelsIterationAndLaterOneRestarts() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(50, "a"), .next(150, "b")])
    let shared = source.share()
    let first = scheduler.record(shared)
    scheduler.schedule(at: 100) { first.cancel() }
    let second = AsyncRecorderBox<String, Never>()
    scheduler.schedule(at: 300) { second.recorder = scheduler.record(shared) }
    scheduler.advance(to: 400)
    XCTAssertEqual(first.events, [.next(50, "a")])
    XCTAssertEqual(second.recorder?.events, [.next(350, "a")])
    XCTAssertEqual(source.iterations, [Iteration(0, 100), Iteration(300)])
    second.recorder?.cancel()
    scheduler.runUntilIdle()
  }

  func test_share_failureReachesEveryConsumer() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(10, 1), .failure(20, TestError(code: 2))])
    let shared = source.share()
    let first = scheduler.record(shared)
    let second = scheduler.record(shared)
    scheduler.advance(to: 100)
    XCTAssertEqual(first.events, [.next(10, 1), .failure(20, TestError(code: 2))])
    XCTAssertEqual(second.events, [.next(10, 1), .failure(20, TestError(code: 2))])
  }
}

/// Holds a recorder made inside a scheduled action.
final class AsyncRecorderBox<Element: Sendable, Failure: Error>: @unchecked Sendable {
  // Safety: written and read only on the test's thread, inside and between scheduler drives.
  var recorder: AsyncRecorder<Element, Failure>?
}
