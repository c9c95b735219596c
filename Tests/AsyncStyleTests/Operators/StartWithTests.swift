import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class StartWithTests: AsyncStyleTestCase {
  func test_startWith_emitsPrefixThenBase() async {
    let result = await elements([3].async.startWith(1, 2))
    XCTAssertEqual(result, [1, 2, 3])
  }

  func test_startWith_beforeEmptyBase() async {
    let result = await elements([Int]().async.startWith(0))
    XCTAssertEqual(result, [0])
  }

  func test_startWith_beforeFailure() async {
    let recorded = await events(Scripted([Int](), failing: TestError()).startWith(0))
    XCTAssertEqual(recorded, [.next(0), .failure(TestError())])
  }
}
