import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class FlatMapTests: AsyncStyleTestCase {
  func test_flatMapMerge_interleavesAllInners() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, "a"), .next(230, "b"), .completed(240)])
    let recorder = scheduler.start {
      outer.flatMapMerge { name in
        scheduler.createColdSequence([.next(10, name + "1"), .next(50, name + "2"), .completed(60)])
      }
    }
    XCTAssertEqual(
      recorder.events, [.next(220, "a1"), .next(240, "b1"), .next(260, "a2"), .next(280, "b2"), .completed(290)])
  }

  func test_flatMapMerge_limitsConcurrencyAndQueuesInOrder() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(240)])
    let recorder = scheduler.start {
      outer.flatMapMerge(maxConcurrent: 1) { name in
        scheduler.createColdSequence([.next(50, name), .completed(50)])
      }
    }
    XCTAssertEqual(recorder.events, [.next(260, "a"), .next(310, "b"), .next(360, "c"), .completed(360)])
  }

  func test_flatMapMerge_innerFailureCancelsEverything() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 1), .next(220, 2)] as [AsyncRecorded<Int, TestError>])
    let slow = scheduler.createColdSequence([.next(100, 1)] as [AsyncRecorded<Int, TestError>])
    let failing = scheduler.createColdSequence([.failure(10, TestError(code: 4))] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { outer.flatMapMerge { $0 == 1 ? slow : failing } }
    XCTAssertEqual(recorder.events, [.failure(230, TestError(code: 4))])
    XCTAssertEqual(slow.iterations, [Iteration(210, 230)])
    XCTAssertEqual(outer.iterations, [Iteration(200, 230)])
  }
}
