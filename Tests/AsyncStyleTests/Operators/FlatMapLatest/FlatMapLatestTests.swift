import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class FlatMapLatestTests: AsyncStyleTestCase {
  func test_flatMapLatest_switchesToNewestInner() {
    let scheduler = AsyncTestScheduler()
    let queries = scheduler.createHotSequence([.next(210, "a"), .next(260, "b"), .completed(300)])
    let recorder = scheduler.start {
      queries.flatMapLatest { query in
        scheduler.createColdSequence([.next(20, query + "1"), .next(80, query + "2"), .completed(100)])
      }
    }
    XCTAssertEqual(recorder.events, [.next(230, "a1"), .next(280, "b1"), .next(340, "b2"), .completed(360)])
  }

  func test_flatMapLatest_cancelled_asksItsBaseForNothingMore() {
    let scheduler = AsyncTestScheduler()
    let channel = AsyncChannel<Int>()
    let clock = scheduler.clock
    let sender = scheduler.spawn {
      try? await clock.sleep(until: scheduler.instant(atTick: 310))
      await channel.send(1)
      return scheduler.currentTick
    }
    let recorder = scheduler.start(cancelled: 300) { channel.flatMapLatest { [$0].async } }
    scheduler.advance(to: 400)
    XCTAssertEqual(recorder.events, [])
    // swift-async-algorithms' task that iterates the base asks the channel once more after the
    // cancellation, so that send returns at 310; here nobody takes the element.
    XCTAssertNil(sender.value)
    sender.cancel()
    scheduler.runUntilIdle()
  }

  func test_flatMapLatest_cancelsPreviousInner() {
    let scheduler = AsyncTestScheduler()
    let queries = scheduler.createHotSequence([.next(210, 1), .next(260, 2)])
    let inners = [
      scheduler.createColdSequence([.next(100, "late")]), scheduler.createColdSequence([.next(10, "second")]),
    ]
    let recorder = scheduler.start { queries.flatMapLatest { inners[$0 - 1] } }
    XCTAssertEqual(recorder.events, [.next(270, "second")])
    XCTAssertEqual(inners[0].iterations, [Iteration(210, 260)])
    XCTAssertEqual(inners[1].iterations, [Iteration(260, 1000)])
  }

  func test_flatMapLatest_innerFailureIsThrown() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 1)] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start {
      outer.flatMapLatest { _ in
        scheduler.createColdSequence([.failure(5, TestError(code: 6))] as [AsyncRecorded<Int, TestError>])
      }
    }
    XCTAssertEqual(recorder.events, [.failure(215, TestError(code: 6))])
    XCTAssertEqual(outer.iterations, [Iteration(200, 215)])
  }

  func test_flatMapLatest_emptyOuterFinishes() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.completed(250)] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start { outer.flatMapLatest { [$0].async } }
    XCTAssertEqual(recorder.events, [.completed(250)])
  }
}
