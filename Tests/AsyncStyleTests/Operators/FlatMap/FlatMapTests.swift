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

  func test_flatMapMerge_emptyOuterFinishesWithIt() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.completed(250)] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start {
      outer.flatMapMerge { _ in scheduler.createColdSequence([.next(10, 1), .completed(20)]) }
    }
    XCTAssertEqual(recorder.events, [.completed(250)])
  }

  func test_flatMapMerge_emptyInnersFinishWithTheLastOfThem() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .completed(230)])
    let recorder = scheduler.start {
      outer.flatMapMerge { _ in scheduler.createColdSequence([.completed(30)] as [AsyncRecorded<Int, Never>]) }
    }
    XCTAssertEqual(recorder.events, [.completed(250)])
  }

  func test_flatMapMerge_innerFailureMidStreamComesAfterItsElementsAndStopsTheOthers() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, "a"), .next(215, "b")] as [AsyncRecorded<String, TestError>])
    let failing = scheduler.createColdSequence(
      [.next(10, "a1"), .next(20, "a2"), .failure(30, TestError(code: 7))] as [AsyncRecorded<String, TestError>])
    let slow = scheduler.createColdSequence([.next(10, "b1"), .next(100, "b2")] as [AsyncRecorded<String, TestError>])
    let recorder = scheduler.start { outer.flatMapMerge { $0 == "a" ? failing : slow } }
    XCTAssertEqual(
      recorder.events, [.next(220, "a1"), .next(225, "b1"), .next(230, "a2"), .failure(240, TestError(code: 7))])
    XCTAssertEqual(slow.iterations, [Iteration(215, 240)])
    XCTAssertEqual(outer.iterations, [Iteration(200, 240)])
  }

  func test_flatMapMerge_outerFailureStopsTheInners() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence(
      [.next(210, 1), .failure(240, TestError(code: 8))] as [AsyncRecorded<Int, TestError>])
    let inner = scheduler.createColdSequence([.next(10, 1), .next(100, 2)] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { outer.flatMapMerge { _ in inner } }
    XCTAssertEqual(recorder.events, [.next(220, 1), .failure(240, TestError(code: 8))])
    XCTAssertEqual(inner.iterations, [Iteration(210, 240)])
  }

  func test_flatMapMerge_cancellingTheConsumerStopsOuterAndEveryInner() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 0), .next(220, 1)])
    let inners = [
      scheduler.createColdSequence([.next(10, "a")]), scheduler.createColdSequence([.next(10, "b"), .next(30, "c")]),
    ]
    let recorder = scheduler.start { outer.flatMapMerge { inners[$0] } }
    XCTAssertEqual(recorder.events, [.next(220, "a"), .next(230, "b"), .next(250, "c")])
    XCTAssertEqual(outer.iterations, [Iteration(200, 1000)])
    XCTAssertEqual(inners[0].iterations, [Iteration(210, 1000)])
    XCTAssertEqual(inners[1].iterations, [Iteration(220, 1000)])
  }

  func test_flatMapMerge_suspendingInnersOfANonSuspendingOuterInterleave() {
    let scheduler = AsyncTestScheduler()
    let inners = [
      scheduler.createColdSequence([.next(10, "0a"), .next(30, "0b"), .completed(30)]),
      scheduler.createColdSequence([.next(20, "1a"), .next(40, "1b"), .completed(40)]),
    ]
    let recorder = scheduler.start { (0..<2).async.flatMapMerge { inners[$0] } }
    XCTAssertEqual(
      recorder.events, [.next(210, "0a"), .next(220, "1a"), .next(230, "0b"), .next(240, "1b"), .completed(240)])
  }

  func test_flatMapMerge_nonSuspendingInnersRunOneAfterAnother() async {
    let result = await elements([1, 2, 3].async.flatMapMerge { count in (0..<count).async })
    XCTAssertEqual(result, [0, 0, 1, 0, 1, 2])
  }

  func test_flatMapMerge_emptyNonSuspendingSequencesFinish() async {
    let emptyOuter = await elements([Int]().async.flatMapMerge { _ in [1].async })
    let emptyInners = await elements((0..<3).async.flatMapMerge { _ in [Int]().async })
    XCTAssertEqual(emptyOuter, [])
    XCTAssertEqual(emptyInners, [])
  }

  func test_flatMapMerge_innersThatOutrunTheConsumerLoseAndRepeatNothing() async throws {
    let merged = Scripted(Array(0..<8)).flatMapMerge { (index: Int) -> Scripted<Int> in
      Scripted(Array(index * 1_000..<(index + 1) * 1_000))
    }
    let result = try await elements(merged)
    XCTAssertEqual(result.sorted(), Array(0..<8_000))
    for index in 0..<8 {
      XCTAssertEqual(result.filter { $0 / 1_000 == index }, Array(index * 1_000..<(index + 1) * 1_000))
    }
  }

  func test_flatMapMerge_failureOfANonSuspendingInnerEndsTheIteration() async {
    // One inner: with two, the inners run in tasks of their own and the failing one may end the
    // iteration before the other's element arrives.
    let result = await events(Scripted([1]).flatMapMerge { _ in Scripted([10, 20], failing: TestError(code: 9)) })
    XCTAssertEqual(result, [.next(10), .next(20), .failure(TestError(code: 9))])
  }

  func test_flatMapMerge_droppedIteratorStopsItsTasks() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 0)])
    let inner = scheduler.createColdSequence([.next(10, "a"), .next(20, "b")])
    let merged = outer.flatMapMerge { _ in inner }
    scheduler.advance(to: 200)
    let first = scheduler.spawn { () async -> String? in
      var iterator = merged.makeAsyncIterator()
      return await iterator.next()
    }
    scheduler.run()
    XCTAssertEqual(first.result, .success("a"))
    XCTAssertEqual(outer.iterations, [Iteration(200, 220)])
    XCTAssertEqual(inner.iterations, [Iteration(210, 220)])
  }

  func test_flatMapMerge_endsWhenCancelledOverEndlessSequences() {
    assertEndsWhenCancelled { Zeros().flatMapMerge { _ in Zeros() } }
    assertEndsWhenCancelled(after: 0) { Zeros().flatMapMerge { _ in Zeros() } }
    assertEndsWhenCancelled { Zeros().flatMapMerge(maxConcurrent: 2) { _ in [1, 2].async } }
    assertEndsWhenCancelled(after: 0) { (0...).async.flatMapMerge { _ in [Int]().async } }
    assertEndsWhenCancelled(after: 0) { (0...).async.flatMapMerge { _ in (0...).async } }
  }
}

/// The edge classes of a merging operator with a concurrency limit, each as exact events and
/// iteration spans.
final class FlatMapMergeEdgeTests: AsyncStyleTestCase {
  func test_flatMapMerge_limitOfTwo_startsAQueuedInnerWhenARunningOneFinishes() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 0), .next(211, 1), .next(212, 2), .completed(213)])
    let inners = [
      scheduler.createColdSequence([.next(10, "a"), .completed(30)]),
      scheduler.createColdSequence([.next(10, "b"), .completed(50)]),
      scheduler.createColdSequence([.next(10, "c"), .completed(20)]),
    ]
    let recorder = scheduler.start { outer.flatMapMerge(maxConcurrent: 2) { inners[$0] } }
    XCTAssertEqual(recorder.events, [.next(220, "a"), .next(221, "b"), .next(250, "c"), .completed(261)])
    XCTAssertEqual(inners[0].iterations, [Iteration(210, 240)])
    XCTAssertEqual(inners[1].iterations, [Iteration(211, 261)])
    XCTAssertEqual(inners[2].iterations, [Iteration(240, 260)])
  }

  func test_flatMapMerge_innerFailure_queuedInnersNeverStart() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 0), .next(220, 1)] as [AsyncRecorded<Int, TestError>])
    let failing = scheduler.createColdSequence(
      [.next(5, "a"), .failure(30, TestError(code: 2))] as [AsyncRecorded<String, TestError>])
    let queued = scheduler.createColdSequence([.next(5, "b")] as [AsyncRecorded<String, TestError>])
    let recorder = scheduler.start { outer.flatMapMerge(maxConcurrent: 1) { $0 == 0 ? failing : queued } }
    XCTAssertEqual(recorder.events, [.next(215, "a"), .failure(240, TestError(code: 2))])
    XCTAssertEqual(queued.iterations, [])
    XCTAssertEqual(outer.iterations, [Iteration(200, 240)])
  }

  func test_flatMapMerge_cancelledWithAnInnerQueued_endsTheRunningOneAndNeverStartsTheQueued() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 0), .next(220, 1)])
    let running = scheduler.createColdSequence([.next(10, "a"), .next(500, "late")])
    let queued = scheduler.createColdSequence([.next(5, "b")])
    let recorder = scheduler.start(cancelled: 300) {
      outer.flatMapMerge(maxConcurrent: 1) { $0 == 0 ? running : queued }
    }
    scheduler.advance(to: 800)
    XCTAssertEqual(recorder.events, [.next(220, "a")])
    XCTAssertEqual(outer.iterations, [Iteration(200, 300)])
    XCTAssertEqual(running.iterations, [Iteration(210, 300)])
    XCTAssertEqual(queued.iterations, [])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_flatMapMerge_outerFinishedFirst_finishesWithTheLastInner() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 30), .next(215, 60), .completed(220)])
    let recorder = scheduler.start {
      outer.flatMapMerge { delay in scheduler.createColdSequence([.next(delay, delay), .completed(delay + 5)]) }
    }
    XCTAssertEqual(recorder.events, [.next(240, 30), .next(275, 60), .completed(280)])
    XCTAssertEqual(outer.iterations, [Iteration(200, 220)])
  }

  func test_flatMapMerge_consumerSendingIntoTheOuterWhileHandlingAnElement_runsBothInners() {
    let scheduler = AsyncTestScheduler()
    let names = AsyncPassthroughSubject<String, Never>()
    let merged = names.flatMapMerge { name in
      scheduler.createColdSequence([.next(10, name + "1"), .next(30, name + "2"), .completed(30)])
    }
    let recorder = scheduler.record(merged.handleEvents(onElement: { if $0 == "a1" { names.send("b") } }))
    scheduler.schedule(at: 210) { names.send("a") }
    scheduler.schedule(at: 300) { names.finish() }
    scheduler.advance(to: 400)
    XCTAssertEqual(
      recorder.events, [.next(220, "a1"), .next(230, "b1"), .next(240, "a2"), .next(250, "b2"), .completed(300)])
    XCTAssertEqual(names.consumerCount, 0)
  }

  func test_flatMapMerge_manyInnersUnderALimit_runThreeAtATimeInArrivalOrder() {
    let scheduler = AsyncTestScheduler()
    let count = 12
    let outer = scheduler.createHotSequence(
      (0..<count).map { AsyncRecorded<Int, Never>.next(210, $0) } + [.completed(210)])
    let inners = (0..<count).map { index in scheduler.createColdSequence([.next(10, index), .completed(10)]) }
    let recorder = scheduler.start { outer.flatMapMerge(maxConcurrent: 3) { inners[$0] } }
    let expected = (0..<count).map { AsyncRecorded<Int, Never>.next(220 + 10 * ($0 / 3), $0) }
    XCTAssertEqual(recorder.events, expected + [.completed(250)])
    for index in 0..<count {
      let start = 210 + 10 * (index / 3)
      XCTAssertEqual(inners[index].iterations, [Iteration(start, start + 10)], "inner \(index)")
    }
  }
}
