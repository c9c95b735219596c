import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// `joined()`: the inner sequences one after another.
final class JoinedFlattenTests: AsyncStyleTestCase {
  struct OtherError: Error, Equatable {}

  func test_joined_iteratesEachInnerSequenceAfterThePreviousOne() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.next(10, 1), .next(20, 2), .completed(30)])
    let second = scheduler.createColdSequence([.next(5, 3), .completed(10)])
    let recorder = scheduler.start { [first, second].async.joined() }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 2), .next(235, 3), .completed(240)])
    XCTAssertEqual(first.iterations, [Iteration(200, 230)])
    XCTAssertEqual(second.iterations, [Iteration(230, 240)])
  }

  func test_joined_emptyOuterAndEmptyInnersFinishAtOnce() async {
    let none = await events([AsyncSyncSequence<[Int]>]().async.joined())
    let empties = await events([[Int]().async, [].async].async.joined())
    XCTAssertEqual(none, [.completed])
    XCTAssertEqual(empties, [.completed])
  }

  func test_joined_innerFailureEndsTheIterationBeforeTheNextInner() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.next(10, 1), .failure(15, TestError(code: 2))])
    let second = scheduler.createColdSequence([.next(5, 3), .completed(10)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start { [first, second].async.joined() }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(215, TestError(code: 2))])
    XCTAssertEqual(second.iterations, [])
  }

  func test_joined_outerFailureIsThrownAfterTheCurrentInner() {
    let scheduler = AsyncTestScheduler()
    let inner = scheduler.createColdSequence([.next(10, 1), .completed(20)])
    let outer = scheduler.createHotSequence([.next(205, inner), .failure(250, TestError(code: 6))])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start { outer.joined() }
    XCTAssertEqual(recorder.events, [.next(215, 1), .failure(250, TestError(code: 6))])
  }

  func test_joined_differentFailureTypesFailWithAnyError() async {
    let inners = [Scripted([1, 2], failing: TestError(code: 3))].async.setFailureType(to: OtherError.self)
    let recorded = await events(inners.joined())
    XCTAssertEqual(recorded.compactMap(\.element), [1, 2])
    XCTAssertEqual(recorded.last?.failure as? TestError, TestError(code: 3))
  }

  func test_joined_afterTheEndNothingIsAskedAgain() async {
    var iterator = [[1].async].async.joined().makeAsyncIterator()
    let first = await iterator.next()
    let end = await iterator.next()
    let pastEnd = await iterator.next()
    XCTAssertEqual(first, 1)
    XCTAssertNil(end)
    XCTAssertNil(pastEnd)
  }

  func test_joined_endlessInnerEndsWhenCancelled() {
    assertEndsWhenCancelled { [(0...).async].async.joined() }
  }

  func test_joined_endlessRunOfEmptyInnersEndsWhenCancelled() {
    assertEndsWhenCancelled(after: 0) { Zeros().map { _ in [Int]().async }.joined() }
  }
}
