import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class DistinctUntilChangedTests: AsyncStyleTestCase {
  func test_removeDuplicates_dropsConsecutiveRepeatsOnly() async {
    let result = await elements([1, 1, 2, 2, 2, 1, 3, 3].async.removeDuplicates())
    XCTAssertEqual(result, [1, 2, 1, 3])
  }

  func test_removeDuplicatesBy_comparesWithLastEmitted() async {
    let result = await elements([1, 2, 5, 6, 7].async.removeDuplicates { abs($0 - $1) <= 1 })
    XCTAssertEqual(result, [1, 5, 7])
  }

  func test_removeDuplicates_forwardsFailure() async {
    let recorded = await events(Scripted([4, 4], failing: TestError()).removeDuplicates())
    XCTAssertEqual(recorded, [.next(4), .failure(TestError())])
  }
  func test_removeDuplicatesBy_throwingPredicateFailsWithItsErrorAndEnds() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 1), .next(230, 3), .completed(300)])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      source.removeDuplicates { previous, next in try rejecting(3, next) == previous }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(230, TestError(code: 3))])
  }

  func test_removeDuplicatesBy_predicateThrowingTheBaseFailureTypeKeepsIt() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [.next(210, 1), .next(220, 1), .next(230, 2), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      source.removeDuplicates { (previous, next) throws(TestError) in try rejectingTyped(5, next) == previous }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(230, 2), .completed(300)])
  }

  func test_removeDuplicatesBy_throwingPredicateIsNotCalledForTheFirstElement() async {
    let recorded = await events([4].async.removeDuplicates { _, _ in throw TestError(code: 1) })
    XCTAssertEqual(recorded.count, 2)
    XCTAssertEqual(recorded.first?.element, 4)
    XCTAssertTrue(recorded.last?.isCompleted ?? false)
  }

  func test_removeDuplicatesBy_throwingPredicateForwardsBaseFailure() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .failure(250, TestError(code: 8))])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      source.removeDuplicates { try rejecting(9, $0) == $1 }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(250, TestError(code: 8))])
  }

  func test_removeDuplicatesBy_nonThrowingPredicatesStaySynchronous() {
    let byOperator = [1].async.removeDuplicates(by: ==)
    let byClosure = [1].async.removeDuplicates { $0 == $1 }
    XCTAssertTrue(type(of: byOperator) == AsyncRemoveDuplicatesSequence<AsyncSyncSequence<[Int]>>.self)
    XCTAssertTrue(type(of: byClosure) == AsyncRemoveDuplicatesSequence<AsyncSyncSequence<[Int]>>.self)
  }

  func test_removeDuplicatesBy_throwingPredicateOverRepeatsEndsWhenCancelled() {
    assertEndsWhenCancelled(after: 1) { Zeros().removeDuplicates { try rejecting(-1, $0) == $1 } }
  }
}
