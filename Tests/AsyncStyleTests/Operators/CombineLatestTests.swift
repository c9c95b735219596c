import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class CombineLatestTests: AsyncStyleTestCase {
  func test_combineLatest_emitsOnceBothHaveEmitted() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(230, 2), .next(300, 3), .completed(400)])
    let second = scheduler.createHotSequence([.next(250, "a"), .next(350, "b"), .completed(450)])
    let recorder = scheduler.start { combineLatest(first, second).map { "\($0)\($1)" } }
    XCTAssertEqual(recorder.events, [.next(250, "2a"), .next(300, "3a"), .next(350, "3b"), .completed(450)])
  }

  func test_combineLatest3_emitsTriples() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .completed(500)])
    let second = scheduler.createHotSequence([.next(220, 2), .next(260, 4), .completed(500)])
    let third = scheduler.createHotSequence([.next(240, 3), .completed(500)])
    let recorder = scheduler.start { combineLatest(first, second, third).map { $0 + $1 + $2 } }
    XCTAssertEqual(recorder.events, [.next(240, 6), .next(260, 8), .completed(500)])
  }

  func test_combineLatest_upstreamFailureIsThrownAtOnce() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .failure(300, TestError(code: 3))])
    let second = scheduler.createHotSequence([.next(250, 10), .next(400, 20)] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { combineLatest(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.next(250, 11), .failure(300, TestError(code: 3))])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
  }

  func test_combineLatest_finishesWhenOneEndsWithoutEmitting() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 2)])
    let second = scheduler.createHotSequence([.completed(300)] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start { combineLatest(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.completed(300)])
    XCTAssertEqual(first.iterations, [Iteration(200, 300)])
  }
}

final class CombineLatestCancellationTests: AsyncStyleTestCase {
  func test_combineLatest_cancellationCancelsBothBases() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 2)])
    let second = scheduler.createHotSequence([.next(220, 10), .next(500, 20)])
    let recorder = scheduler.start(cancelled: 300) { combineLatest(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.next(220, 11)])
    XCTAssertEqual(first.iterations, [Iteration(200, 300)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
  }
}
