import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// The three-base `chain` over bases whose failure types differ. As in swift-async-algorithms, the
/// chain makes the iterators of all its bases when it is iterated, so these cold sequences all
/// start at 200 and a later base's early events wait until the chain reaches it.
final class ConcatMixedFailuresTests: AsyncStyleTestCase {
  struct OtherError: Error, Equatable {}

  func test_chain3_twoNeverAndOneTypedFailWithTheTypedFailure() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.next(10, 1), .completed(20)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createColdSequence([.next(10, 2), .failure(30, TestError(code: 3))])
    let third = scheduler.createColdSequence([.next(10, 3), .completed(20)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start { chain(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 2), .failure(230, TestError(code: 3))])
    XCTAssertEqual(third.iterations, [Iteration(200, 230)])
  }

  func test_chain3_oneNeverAndTwoOfOneTypeKeepThatType() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.next(10, 1), .completed(20)] as [AsyncRecorded<Int, TestError>])
    let second = scheduler.createColdSequence([.next(10, 2), .completed(20)] as [AsyncRecorded<Int, Never>])
    let third = scheduler.createColdSequence([.next(10, 3), .completed(20)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start { chain(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 2), .next(220, 3), .completed(220)])
  }

  func test_chain3_neverFailingBasesStayNeverFailing() async {
    let chained: AsyncChain3Sequence<AsyncSyncSequence<[Int]>, AsyncSyncSequence<[Int]>, AsyncSyncSequence<[Int]>> =
      chain([1].async, [].async, [2, 3].async)
    let all = await elements(chained)
    XCTAssertEqual(all, [1, 2, 3])
  }

  func test_chain3_differentTypesFailWithAnyError() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.next(10, 1), .completed(20)] as [AsyncRecorded<Int, OtherError>])
    let second = scheduler.createColdSequence([.completed(5)] as [AsyncRecorded<Int, Never>])
    let third = scheduler.createColdSequence([.next(10, 3), .failure(15, TestError(code: 5))])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start { chain(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 3), .failure(220, TestError(code: 5))])
  }

  func test_chain3_withThrowingMapEndsAtTheFailure() async {
    var iterator = chain([1, 2, 3].async.map { try rejecting(2, $0) }, [4].async, [5].async).makeAsyncIterator()
    let first = try? await iterator.next()
    var failure: (any Error)?
    do { _ = try await iterator.next() } catch { failure = error }
    let afterFailure = try? await iterator.next()
    XCTAssertEqual(first, 1)
    XCTAssertEqual(failure as? TestError, TestError(code: 2))
    XCTAssertNil(afterFailure)
  }

  func test_chain3_mixedFailureTypesCancelledMidStream() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.next(10, 1), .completed(20)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createColdSequence([.next(50, 2), .next(200, 4)] as [AsyncRecorded<Int, TestError>])
    let third = scheduler.createColdSequence([.next(10, 3)] as [AsyncRecorded<Int, OtherError>])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start(cancelled: 300) { chain(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(250, 2)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
    XCTAssertEqual(third.iterations, [Iteration(200, 300)])
  }

  func test_chain3_mixedFailureTypesEndWhenCancelled() {
    assertEndsWhenCancelled { chain((0...).async, (0...).async.setFailureType(to: TestError.self), (0...).async) }
  }
}
