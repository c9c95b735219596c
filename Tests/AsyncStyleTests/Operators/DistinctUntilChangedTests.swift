import AsyncStyle
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
}
