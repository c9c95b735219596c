import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class InterspersedTests: AsyncStyleTestCase {
  func test_interspersed_putsSeparatorBetweenElementsOnly() async {
    let all = await events(["a", "b", "c"].async.interspersed(with: "-"))
    XCTAssertEqual(all, [.next("a"), .next("-"), .next("b"), .next("-"), .next("c"), .completed])
  }

  func test_interspersed_every() async {
    let all = await elements((1...5).async.interspersed(every: 2, with: 0))
    XCTAssertEqual(all, [1, 2, 0, 3, 4, 0, 5])
  }

  func test_interspersed_emptyAndSingle() async {
    let empty = await events([Int]().async.interspersed(with: 0))
    let single = await events([1].async.interspersed(with: 0))
    XCTAssertEqual(empty, [.completed])
    XCTAssertEqual(single, [.next(1), .completed])
  }

  func test_interspersed_separatorWaitsForNextElement() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(250, 2), .completed(300)])
    let recorder = scheduler.start { source.interspersed(with: 0) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(250, 0), .next(250, 2), .completed(300)])
  }

  func test_interspersed_failure() async {
    let all = await events(Scripted([1, 2], failing: TestError(code: 4)).interspersed(with: 0))
    XCTAssertEqual(all, [.next(1), .next(0), .next(2), .failure(TestError(code: 4))])
  }

  func test_interspersed_cancelledMidStream() { assertEndsWhenCancelled { (0...).async.interspersed(with: -1) } }
}
