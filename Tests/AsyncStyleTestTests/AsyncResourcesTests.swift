import XCTest

@testable import AsyncStyle

final class AsyncResourcesTests: XCTestCase {
  func test_total_followsIncrementsAndDecrements() {
    let start = AsyncResources.total
    XCTAssertEqual(AsyncResources.increment(), start + 1)
    XCTAssertEqual(AsyncResources.increment(), start + 2)
    XCTAssertEqual(AsyncResources.total, start + 2)
    AsyncResources.decrement()
    AsyncResources.decrement()
    XCTAssertEqual(AsyncResources.total, start)
  }
}
