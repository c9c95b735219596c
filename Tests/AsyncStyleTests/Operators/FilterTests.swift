import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class FilterTests: AsyncStyleTestCase {
  func test_empty_chainFinishesAtOnce() async {
    let result = await elements([Int]().async.map { $0 }.filter { _ in true })
    XCTAssertEqual(result, [])
  }
  func test_filter_throwingPredicateFailsWithItsErrorAndEnds() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      source.filter { value in try rejecting(3, value) != 2 }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(230, TestError(code: 3))])
  }

  func test_filter_predicateThrowingTheBaseFailureTypeKeepsIt() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [.next(210, 1), .next(220, 2), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      source.filter { (value) throws(TestError) in try rejectingTyped(7, value) > 1 }
    }
    XCTAssertEqual(recorder.events, [.next(220, 2), .completed(300)])
  }

  func test_filter_throwingPredicateForwardsBaseFailure() async {
    let recorded = await events(Scripted([1, 2], failing: TestError(code: 4)).filter { try rejecting(9, $0) > 1 })
    XCTAssertEqual(recorded.count, 2)
    XCTAssertEqual(recorded.first?.element, 2)
    XCTAssertEqual(recorded.last?.failure as? TestError, TestError(code: 4))
  }

  func test_filter_throwingPredicateOverEmptyBaseFinishes() async throws {
    let result = try await elements([Int]().async.filter { try rejecting(1, $0) > 0 })
    XCTAssertEqual(result, [])
  }

  func test_filter_nonThrowingPredicatesStaySynchronous() {
    let kept = [1].async.filter { $0 > 0 }
    let flagged = [Flagged(isOn: true)].async.filter(\.isOn)
    XCTAssertTrue(type(of: kept) == AsyncSyncFilterSequence<AsyncSyncSequence<[Int]>>.self)
    XCTAssertTrue(type(of: flagged) == AsyncSyncFilterSequence<AsyncSyncSequence<[Flagged]>>.self)
  }

  func test_filter_throwingPredicateRejectingEverythingEndsWhenCancelled() {
    assertEndsWhenCancelled(after: 0) { Zeros().filter { try rejecting(-1, $0) > 0 } }
  }
}

private struct Flagged { var isOn: Bool }
