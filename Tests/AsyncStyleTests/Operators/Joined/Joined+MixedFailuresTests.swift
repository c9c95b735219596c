import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// `joined(separator:)` over sequences whose failure types differ.
final class JoinedMixedFailuresTests: AsyncStyleTestCase {
  func test_joinedSeparator_throwingSeparatorFailsWithAnyError() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.next(10, 1), .completed(20)])
    let second = scheduler.createColdSequence([.next(10, 2), .completed(20)])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      [first, second].async.joined(separator: [0, 7].async.map { try rejecting(7, $0) })
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 0), .failure(220, TestError(code: 7))])
    XCTAssertEqual(second.iterations, [Iteration(220, 220)])
  }

  func test_joinedSeparator_typedInnerFailureWithNeverSeparatorFailsWithAnyError() async {
    let inners = [Scripted([1], failing: TestError(code: 2))].async
    let recorded = await events(inners.joined(separator: [0].async))
    XCTAssertEqual(recorded.compactMap(\.element), [1])
    XCTAssertEqual(recorded.last?.failure as? TestError, TestError(code: 2))
  }

  func test_joinedSeparator_sharedFailureTypeIsKept() {
    let joined = [Scripted([1])].async.setFailureType(to: TestError.self).joined(separator: Scripted([0]))
    XCTAssertTrue(type(of: joined).Failure.self == TestError.self)
  }
}
