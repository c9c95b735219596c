import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class ReductionsTests: AsyncStyleTestCase {
  func test_reductions_withInitialEmitsEachRunningResultButNotInitial() async {
    let all = await events([1, 2, 3].async.reductions(10) { $0 + $1 })
    XCTAssertEqual(all, [.next(11), .next(13), .next(16), .completed])
  }

  func test_reductionsInto_mutatesResultInPlace() async {
    let all = await elements([1, 2, 3].async.reductions(into: [Int]()) { $0.append($1 * 2) })
    XCTAssertEqual(all, [[2], [2, 4], [2, 4, 6]])
  }

  func test_reductions_inclusiveEmitsFirstElementThenCombinations() async {
    let all = await events([3, 1, 4, 1, 5].async.reductions { max($0, $1) })
    XCTAssertEqual(all, [.next(3), .next(3), .next(4), .next(4), .next(5), .completed])
  }

  func test_reductions_emptyBaseGivesEmptySequence() async {
    let exclusive = await events([Int]().async.reductions(0) { $0 + $1 })
    let into = await events([Int]().async.reductions(into: 0) { $0 += $1 })
    let inclusive = await events([Int]().async.reductions { $0 + $1 })
    XCTAssertEqual(exclusive, [.completed])
    XCTAssertEqual(into, [.completed])
    XCTAssertEqual(inclusive, [.completed])
  }

  func test_reductions_failureIsThrownAfterResultsSoFar() async {
    let exclusive = await events(Scripted([1, 2], failing: TestError(code: 1)).reductions(0) { $0 + $1 })
    let inclusive = await events(Scripted([1, 2], failing: TestError(code: 1)).reductions { $0 + $1 })
    XCTAssertEqual(exclusive, [.next(1), .next(3), .failure(TestError(code: 1))])
    XCTAssertEqual(inclusive, [.next(1), .next(3), .failure(TestError(code: 1))])
  }

  func test_reductions_asyncClosureSuspendsOnClock() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .completed(300)])
    let recorder = scheduler.start {
      source.reductions(0) { total, element in
        try? await clock.sleep(until: clock.now.advanced(by: .milliseconds(5)))
        return total + element
      }
    }
    XCTAssertEqual(recorder.events, [.next(215, 1), .next(225, 3), .completed(300)])
  }

  func test_reductions_cancelledMidStream() {
    assertEndsWhenCancelled { (0...).async.reductions(0) { $0 + $1 } }
    assertEndsWhenCancelled { (0...).async.reductions(into: 0) { $0 += $1 } }
    assertEndsWhenCancelled { (0...).async.reductions { $0 + $1 } }
  }
  func test_reductions_operatorReferencesTakeTheSynchronousForms() async {
    let exclusive = [1, 2, 3].async.reductions(0, +)
    let into = [1, 2, 3].async.reductions(into: 10, +=)
    let inclusive = [1, 2, 3].async.reductions(+)
    XCTAssertTrue(type(of: exclusive) == AsyncExclusiveReductionsSequence<AsyncSyncSequence<[Int]>, Int>.self)
    let all = [await elements(exclusive), await elements(into), await elements(inclusive)]
    XCTAssertEqual(all, [[1, 3, 6], [11, 13, 16], [1, 3, 6]])
  }
}
