import AsyncStyle
import TestSupport
import XCTest

final class FilterTests: AsyncStyleTestCase {
  func test_empty_chainFinishesAtOnce() async {
    let result = await elements([Int]().async.map { $0 }.filter { _ in true })
    XCTAssertEqual(result, [])
  }
}
