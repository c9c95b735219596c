import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class CollectTests: AsyncStyleTestCase {
  func test_collect_emitsOneArrayAtTheEnd() async {
    let result = await elements((1...3).async.collect())
    XCTAssertEqual(result, [[1, 2, 3]])
  }

  func test_collect_emptyBaseEmitsEmptyArray() async {
    let result = await elements([Int]().async.collect())
    XCTAssertEqual(result, [[]])
  }

  func test_collect_failureReplacesTheArray() async {
    let recorded = await events(Scripted([1, 2], failing: TestError()).collect())
    XCTAssertEqual(recorded, [.failure(TestError())])
  }
}
