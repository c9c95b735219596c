import AsyncStyle
import TestSupport
import XCTest

final class SequenceTests: AsyncStyleTestCase {
  func test_async_adaptsSequenceWithoutFailure() async {
    let result: [Int] = await elements((1...3).async)
    XCTAssertEqual(result, [1, 2, 3])
  }
}
