import Locking
import XCTest

@testable import AsyncStyle

final class AsyncResourcesTests: XCTestCase {
  func test_total_followsIncrementsAndDecrements() {
    let start = AsyncResources.total
    AsyncResources.increment(nil)
    AsyncResources.increment(nil)
    XCTAssertEqual(AsyncResources.total, start + 2)
    AsyncResources.decrement(nil)
    AsyncResources.decrement(nil)
    XCTAssertEqual(AsyncResources.total, start)
  }

  func test_countingScope_countsOnlyWhatWasCreatedInIt() {
    ResourceCountingScope.counting { scope in
      let owner = ResourceCountingScope.enclosing
      XCTAssertTrue(owner === scope)
      AsyncResources.increment(owner)
      AsyncResources.increment(nil)
      XCTAssertEqual(scope.live(.async), 1)
      AsyncResources.decrement(owner)
      AsyncResources.decrement(nil)
      XCTAssertEqual(scope.live, 0)
    }
    XCTAssertNil(ResourceCountingScope.enclosing)
  }
}
