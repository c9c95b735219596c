import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class ChunkedTests: AsyncStyleTestCase {
  func test_chunkedBy_groupsWhilePredicateHolds() async {
    let all = await events([1, 2, 3, 1, 2, 0].async.chunked { $0 < $1 })
    XCTAssertEqual(all, [.next([1, 2, 3]), .next([1, 2]), .next([0]), .completed])
  }

  func test_chunkedOn_groupsBySubject() async {
    let all = await elements(["ant", "ape", "bee", "ant"].async.chunked { $0.first! }.map { "\($0):\($1.count)" })
    XCTAssertEqual(all, ["a:2", "b:1", "a:1"])
  }

  func test_chunked_empty() async {
    let by = await events([Int]().async.chunked { $0 < $1 })
    let on = await events([Int]().async.chunked(on: { $0 % 2 }).map(\.1))
    XCTAssertEqual(by, [.completed])
    XCTAssertEqual(on, [.completed])
  }

  func test_chunked_failureDropsOpenGroup() async {
    let all = await events(Scripted([1, 2, 1, 2], failing: TestError(code: 5)).chunked { $0 < $1 })
    XCTAssertEqual(all, [.next([1, 2]), .failure(TestError(code: 5))])
  }

  func test_chunked_groupEmittedWhenNextGroupStarts() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 1), .next(250, 2), .completed(300)])
    let recorder = scheduler.start { source.chunked(on: { $0 }).map(\.1) }
    XCTAssertEqual(recorder.events, [.next(250, [1, 1]), .next(300, [2]), .completed(300)])
  }

  func test_chunked_cancelledMidStream() {
    assertEndsWhenCancelled { (0...).async.chunked { $1 - $0 == 1 && $1 % 3 != 0 } }
    assertEndsWhenCancelled { (0...).async.chunked(on: { $0 / 2 }) }
  }
}
