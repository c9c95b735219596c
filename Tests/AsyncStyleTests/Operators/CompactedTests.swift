import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class CompactedTests: AsyncStyleTestCase {
  func test_compacted_dropsNils() async {
    let all = await events([1, nil, 3, nil].async.compacted())
    XCTAssertEqual(all, [.next(1), .next(3), .completed])
  }

  func test_compacted_empty() async {
    let all = await events([Int?]().async.compacted())
    XCTAssertEqual(all, [.completed])
  }

  func test_compacted_failure() async {
    let all = await events(Scripted([1, nil], failing: TestError(code: 3)).compacted())
    XCTAssertEqual(all, [.next(1), .failure(TestError(code: 3))])
  }

  func test_compacted_cancelledMidStream() {
    assertEndsWhenCancelled { (0...).async.map { $0 % 2 == 0 ? $0 : nil }.compacted() }
  }

  func test_compacted_cancelledWhileSkippingNilsOfBaseThatNeverChecks() {
    assertEndsWhenCancelled(after: 0) { Zeros().map { _ -> Int? in nil }.compacted() }
  }
}
