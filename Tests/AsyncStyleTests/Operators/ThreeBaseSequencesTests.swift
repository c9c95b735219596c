import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// `merge`, `chain` and `combineLatest` over three bases return one named sequence each, as
/// swift-async-algorithms' do, not two-base sequences nested.
final class ThreeBaseSequencesTests: AsyncStyleTestCase {
  func test_merge3_isItsOwnSequence_interleavingAndFinishingAfterAllThree() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(240, 4), .completed(250)])
    let second = scheduler.createHotSequence([.next(220, 2), .completed(300)])
    let third = scheduler.createHotSequence([.next(230, 3), .next(260, 6), .completed(280)])
    let recorder = scheduler.start {
      () -> AsyncMerge3Sequence<
        TestAsyncSequence<Int, Never>, TestAsyncSequence<Int, Never>, TestAsyncSequence<Int, Never>
      > in
      merge(first, second, third)
    }
    XCTAssertEqual(
      recorder.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(260, 6), .completed(300)])
    XCTAssertEqual(first.iterations, [Iteration(200, 250)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
    XCTAssertEqual(third.iterations, [Iteration(200, 280)])
  }

  func test_merge3_failureOfOneCancelsTheOtherTwo() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 4)] as [AsyncRecorded<Int, TestError>])
    let second = scheduler.createHotSequence([.next(220, 2), .failure(250, TestError(code: 2))])
    let third = scheduler.createHotSequence([.next(500, 5)] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { merge(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 2), .failure(250, TestError(code: 2))])
    XCTAssertEqual(first.iterations, [Iteration(200, 250)])
    XCTAssertEqual(third.iterations, [Iteration(200, 250)])
  }

  func test_merge3_cancellationCancelsAllThree() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 4)])
    let second = scheduler.createHotSequence([.next(220, 2)])
    let third = scheduler.createHotSequence([.next(230, 3), .completed(240)])
    let recorder = scheduler.start(cancelled: 300) { merge(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 2), .next(230, 3)])
    XCTAssertEqual(first.iterations, [Iteration(200, 300)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
    XCTAssertEqual(third.iterations, [Iteration(200, 240)])
  }

  func test_merge3_ofMixedFailureTypes_isTheSameSequenceOverAdaptedBases() {
    let never = [1].async
    let failing = Scripted([2])
    let merged = merge(never, failing, failing)
    XCTAssertTrue(
      type(of: merged)
        == AsyncMerge3Sequence<AsyncMapErrorSequence<AsyncSyncSequence<[Int]>, TestError>, Scripted<Int>, Scripted<Int>>
        .self)
  }

  func test_chain3_isItsOwnSequence_iteratingEachBaseInTurn() async {
    let chained: AsyncChain3Sequence<AsyncSyncSequence<[Int]>, AsyncSyncSequence<[Int]>, AsyncSyncSequence<[Int]>> =
      chain([1, 2].async, [].async, [3].async)
    let result = await elements(chained)
    XCTAssertEqual(result, [1, 2, 3])
  }

  func test_chain3_onVirtualTime_asksTheNextBaseOnlyAfterTheOneBeforeEnds() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.next(10, "a"), .completed(20)] as [AsyncRecorded<String, Never>])
    let second = scheduler.createColdSequence([.next(10, "b"), .completed(30)] as [AsyncRecorded<String, Never>])
    let third = scheduler.createColdSequence([.next(0, "c"), .completed(5)] as [AsyncRecorded<String, Never>])
    let recorder = scheduler.start { chain(first, second, third) }
    // A cold test sequence starts playing when its iterator is made, and `chain` makes the three
    // at once (as two-base `chain` does; see Differences.md): `b` waits in its sequence until
    // the first base has ended, and `c` until the second has.
    XCTAssertEqual(recorder.events, [.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(230)])
  }

  func test_chain3_failureInTheSecondEndsTheChainWithoutAskingTheThird() async {
    var thirdAsked = false
    let third = Scripted([3]).map { value in
      thirdAsked = true
      return value
    }
    var iterator = chain(Scripted([1]), Scripted([2], failing: TestError(code: 2)), third).makeAsyncIterator()
    var recorded: [Int] = []
    var failure: TestError?
    do {
      while let element = try await iterator.next() { recorded.append(element) }
    } catch { failure = error }
    let afterFailure = try? await iterator.next()
    XCTAssertEqual(recorded, [1, 2])
    XCTAssertEqual(failure, TestError(code: 2))
    XCTAssertNil(afterFailure ?? nil)
    XCTAssertFalse(thirdAsked)
  }

  func test_chain3_cancelledMidStream() {
    assertEndsWhenCancelled { chain([1, 2].async, (3...).async, [0].async) }
  }

  func test_combineLatest3_isItsOwnSequence_sendingTriplesOnceAllHaveEmitted() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(250, 2), .completed(400)])
    let second = scheduler.createHotSequence([.next(220, "a"), .completed(400)])
    let third = scheduler.createHotSequence([.next(230, true), .next(260, false), .completed(300)])
    let recorder = scheduler.start {
      () -> AsyncSyncMapSequence<
        AsyncCombineLatest3Sequence<
          TestAsyncSequence<Int, Never>, TestAsyncSequence<String, Never>, TestAsyncSequence<Bool, Never>
        >, String
      > in
      combineLatest(first, second, third).map { "\($0)\($1)\($2)" }
    }
    XCTAssertEqual(
      recorder.events,
      [.next(230, "1atrue"), .next(250, "2atrue"), .next(260, "2afalse"), .completed(400)])
  }

  func test_combineLatest3_failureOfTheThirdIsThrownAndCancelsTheOthers() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 2)] as [AsyncRecorded<Int, TestError>])
    let second = scheduler.createHotSequence([.next(220, 10)] as [AsyncRecorded<Int, TestError>])
    let third = scheduler.createHotSequence([.next(230, 100), .failure(260, TestError(code: 3))])
    let recorder = scheduler.start { combineLatest(first, second, third).map { $0 + $1 + $2 } }
    XCTAssertEqual(recorder.events, [.next(230, 111), .failure(260, TestError(code: 3))])
    XCTAssertEqual(first.iterations, [Iteration(200, 260)])
    XCTAssertEqual(second.iterations, [Iteration(200, 260)])
  }

  func test_combineLatest3_cancellationCancelsAllThree() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 2)])
    let second = scheduler.createHotSequence([.next(220, 10)])
    let third = scheduler.createHotSequence([.next(230, 100)])
    let recorder = scheduler.start(cancelled: 300) { combineLatest(first, second, third).map { $0 + $1 + $2 } }
    XCTAssertEqual(recorder.events, [.next(230, 111)])
    XCTAssertEqual(first.iterations, [Iteration(200, 300)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
    XCTAssertEqual(third.iterations, [Iteration(200, 300)])
  }
}
