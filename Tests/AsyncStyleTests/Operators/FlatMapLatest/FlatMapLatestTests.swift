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

/// The edge classes of a switching operator, each as exact events and iteration spans.
final class FlatMapLatestEdgeTests: AsyncStyleTestCase {
  func test_flatMapLatest_emptyInners_finishWhenTheOuterFinishes() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 1), .next(240, 2), .completed(300)])
    let empty = scheduler.createColdSequence([.completed(10)] as [AsyncRecorded<String, Never>])
    let recorder = scheduler.start { outer.flatMapLatest { _ in empty } }
    XCTAssertEqual(recorder.events, [.completed(300)])
    XCTAssertEqual(empty.iterations, [Iteration(210, 220), Iteration(240, 250)])
  }

  func test_flatMapLatest_outerFinishedFirst_waitsForTheNewestInnerToFinish() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, "q"), .completed(220)])
    let recorder = scheduler.start {
      outer.flatMapLatest { query in
        scheduler.createColdSequence([.next(50, query + "1"), .next(70, query + "2"), .completed(90)])
      }
    }
    XCTAssertEqual(recorder.events, [.next(260, "q1"), .next(280, "q2"), .completed(300)])
    XCTAssertEqual(outer.iterations, [Iteration(200, 220)])
  }

  func test_flatMapLatest_outerFailure_endsTheRunningInnerAtOnce() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence(
      [.next(210, 1), .failure(250, TestError(code: 3))] as [AsyncRecorded<Int, TestError>])
    let inner = scheduler.createColdSequence([.next(10, "a"), .next(100, "b")] as [AsyncRecorded<String, TestError>])
    let recorder = scheduler.start { outer.flatMapLatest { _ in inner } }
    XCTAssertEqual(recorder.events, [.next(220, "a"), .failure(250, TestError(code: 3))])
    XCTAssertEqual(inner.iterations, [Iteration(210, 250)])
  }

  func test_flatMapLatest_innerThatWouldFailAfterBeingReplaced_failsNothing() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence(
      [.next(210, 0), .next(230, 1), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let inners = [
      scheduler.createColdSequence(
        [.next(5, "a"), .failure(40, TestError(code: 1))] as [AsyncRecorded<String, TestError>]),
      scheduler.createColdSequence([.next(30, "b"), .completed(40)] as [AsyncRecorded<String, TestError>]),
    ]
    let recorder = scheduler.start { outer.flatMapLatest { inners[$0] } }
    XCTAssertEqual(recorder.events, [.next(215, "a"), .next(260, "b"), .completed(300)])
    XCTAssertEqual(inners[0].iterations, [Iteration(210, 230)])
    XCTAssertEqual(inners[1].iterations, [Iteration(230, 270)])
  }

  func test_flatMapLatest_innerFailureMidStream_endsTheOuterIterationToo() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 1), .next(400, 2)] as [AsyncRecorded<Int, TestError>])
    let inner = scheduler.createColdSequence(
      [.next(10, "a"), .next(20, "b"), .failure(30, TestError(code: 8))] as [AsyncRecorded<String, TestError>])
    let recorder = scheduler.start { outer.flatMapLatest { _ in inner } }
    XCTAssertEqual(recorder.events, [.next(220, "a"), .next(230, "b"), .failure(240, TestError(code: 8))])
    XCTAssertEqual(outer.iterations, [Iteration(200, 240)])
    XCTAssertEqual(inner.iterations, [Iteration(210, 240)])
  }

  func test_flatMapLatest_cancelledMidInner_endsTheOuterAndTheInnerIteration() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 1), .next(500, 2)])
    let inner = scheduler.createColdSequence([.next(10, "a"), .next(50, "b"), .next(200, "c")])
    let recorder = scheduler.start(cancelled: 300) { outer.flatMapLatest { _ in inner } }
    scheduler.advance(to: 600)
    XCTAssertEqual(recorder.events, [.next(220, "a"), .next(260, "b")])
    XCTAssertEqual(outer.iterations, [Iteration(200, 300)])
    XCTAssertEqual(inner.iterations, [Iteration(210, 300)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_flatMapLatest_consumerSendingANewQueryWhileHandlingAResult_switchesToIt() {
    let scheduler = AsyncTestScheduler()
    let queries = AsyncPassthroughSubject<String, Never>()
    let switched = queries.flatMapLatest { query in
      scheduler.createColdSequence([.next(10, query + "1"), .next(20, query + "2"), .completed(30)])
    }
    let recorder = scheduler.record(switched.handleEvents(onElement: { if $0 == "a1" { queries.send("b") } }))
    scheduler.schedule(at: 210) { queries.send("a") }
    scheduler.schedule(at: 300) { queries.finish() }
    scheduler.advance(to: 400)
    XCTAssertEqual(recorder.events, [.next(220, "a1"), .next(230, "b1"), .next(240, "b2"), .completed(300)])
    XCTAssertEqual(queries.consumerCount, 0)
  }

  func test_flatMapLatest_manyInners_eachIsCancelledWhenTheNextArrives() {
    let scheduler = AsyncTestScheduler()
    let count = 20
    let outer = scheduler.createHotSequence(
      (0..<count).map { AsyncRecorded<Int, Never>.next(210 + 10 * $0, $0) } + [.completed(500)])
    let inners = (0..<count).map { index in
      scheduler.createColdSequence([.next(5, index * 10), .next(15, index * 10 + 1), .completed(20)])
    }
    let recorder = scheduler.start { outer.flatMapLatest { inners[$0] } }
    let firsts = (0..<count).map { AsyncRecorded<Int, Never>.next(215 + 10 * $0, $0 * 10) }
    XCTAssertEqual(recorder.events, firsts + [.next(415, 191), .completed(500)])
    for index in 0..<count - 1 {
      XCTAssertEqual(inners[index].iterations, [Iteration(210 + 10 * index, 220 + 10 * index)], "inner \(index)")
    }
    XCTAssertEqual(inners[count - 1].iterations, [Iteration(400, 420)])
  }
}
