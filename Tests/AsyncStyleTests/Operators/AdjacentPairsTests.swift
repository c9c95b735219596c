import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class AdjacentPairsTests: AsyncStyleTestCase {
  func test_adjacentPairs_pairsEachElementWithPrevious() async {
    let all = await elements([1, 2, 4, 7].async.adjacentPairs().map { "\($0)-\($1)" })
    XCTAssertEqual(all, ["1-2", "2-4", "4-7"])
  }

  func test_adjacentPairs_fewerThanTwoElementsGiveNothing() async {
    let none = await events([Int]().async.adjacentPairs().map { $0 + $1 })
    let one = await events([1].async.adjacentPairs().map { $0 + $1 })
    XCTAssertEqual(none, [.completed])
    XCTAssertEqual(one, [.completed])
  }

  func test_adjacentPairs_failureAfterPairsSoFar() async {
    let all = await events(Scripted([1, 2, 3], failing: TestError(code: 2)).adjacentPairs().map { $0 * 10 + $1 })
    XCTAssertEqual(all, [.next(12), .next(23), .failure(TestError(code: 2))])
  }

  func test_adjacentPairs_onVirtualTime() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(230, 2), .next(260, 3), .completed(300)])
    let recorder = scheduler.start { source.adjacentPairs().map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.next(230, 3), .next(260, 5), .completed(300)])
  }

  func test_adjacentPairs_cancelledMidStream() { assertEndsWhenCancelled { (0...).async.adjacentPairs() } }
}
