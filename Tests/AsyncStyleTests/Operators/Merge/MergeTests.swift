import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class MergeTests: AsyncStyleTestCase {
  func test_merge_interleavesByArrivalAndFinishesAfterBoth() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(300, 3), .completed(350)])
    let second = scheduler.createHotSequence([.next(250, 2), .next(400, 4), .completed(500)])
    let recorder = scheduler.start { merge(first, second) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(250, 2), .next(300, 3), .next(400, 4), .completed(500)])
    XCTAssertEqual(first.iterations, [Iteration(200, 350)])
    XCTAssertEqual(second.iterations, [Iteration(200, 500)])
  }

  func test_merge3_includesThirdBase() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, "a"), .completed(300)])
    let second = scheduler.createHotSequence([.next(220, "b"), .completed(300)])
    let third = scheduler.createHotSequence([.next(230, "c"), .completed(400)])
    let recorder = scheduler.start { merge(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(400)])
  }

  func test_merge_failureOfOneCancelsTheOther() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .failure(260, TestError(code: 1))])
    let second = scheduler.createHotSequence([.next(250, 2), .next(400, 4)] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { merge(first, second) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(250, 2), .failure(260, TestError(code: 1))])
    XCTAssertEqual(second.iterations, [Iteration(200, 260)])
  }

  func test_merge_cancellationCancelsBothBases() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 3)])
    let second = scheduler.createHotSequence([.next(250, 2)])
    let recorder = scheduler.start(cancelled: 300) { merge(first, second) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(250, 2)])
    XCTAssertEqual(first.iterations, [Iteration(200, 300)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
  }
}
