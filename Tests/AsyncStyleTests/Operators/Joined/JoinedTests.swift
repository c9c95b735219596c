import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class JoinedTests: AsyncStyleTestCase {
  func test_joined_putsSeparatorBetweenInnerSequences() async {
    let all = await events([["a", "b"].async, [].async, ["c"].async].async.joined(separator: ["-", "+"].async))
    XCTAssertEqual(
      all, [.next("a"), .next("b"), .next("-"), .next("+"), .next("-"), .next("+"), .next("c"), .completed])
  }

  func test_joined_emptyOuterAndSingleInner() async {
    let empty = await events([AsyncSyncSequence<[Int]>]().async.joined(separator: [0].async))
    let single = await events([[1, 2].async].async.joined(separator: [0].async))
    XCTAssertEqual(empty, [.completed])
    XCTAssertEqual(single, [.next(1), .next(2), .completed])
  }

  func test_joined_innerFailureIsThrown() async {
    let inners = [Scripted([1]), Scripted([2], failing: TestError(code: 3)), Scripted([4])].async
      .setFailureType(to: TestError.self)
    let all = await events(inners.joined(separator: Scripted([0])))
    XCTAssertEqual(all, [.next(1), .next(0), .next(2), .failure(TestError(code: 3))])
  }

  func test_joined_onVirtualTime() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.next(10, 1), .completed(20)])
    let second = scheduler.createColdSequence([.next(5, 2), .completed(30)])
    let recorder = scheduler.start { [first, second].async.joined(separator: [0].async) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 0), .next(225, 2), .completed(250)])
  }

  func test_joined_cancelledMidStream() {
    assertEndsWhenCancelled { (0...).async.map { [$0, $0].async }.joined(separator: [-1].async) }
  }
  func test_joinedSeparator_afterAFailureNothingIsAskedAgain() async {
    var iterator = [Scripted([1], failing: TestError(code: 4)), Scripted([2])].async
      .setFailureType(to: TestError.self).joined(separator: Scripted([0])).makeAsyncIterator()
    let first = try? await iterator.next()
    var failure: TestError?
    do { _ = try await iterator.next() } catch { failure = error }
    let afterFailure = try? await iterator.next()
    XCTAssertEqual(first, 1)
    XCTAssertEqual(failure, TestError(code: 4))
    XCTAssertNil(afterFailure)
  }
}
