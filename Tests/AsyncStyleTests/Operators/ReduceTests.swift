import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class ReduceTests: AsyncStyleTestCase {
  func test_reduce_sumsWithoutTry() async {
    let total = await (1...4).async.reduce(0, +)
    XCTAssertEqual(total, 10)
  }

  func test_reduce_throwsTypedFailure() async {
    do {
      _ = try await Scripted([1], failing: TestError(code: 3)).reduce(0, +)
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error, TestError(code: 3))
    }
  }
}
