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
