import StyleInternals
import Testing
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

@Suite struct AsyncResourcesMeasureLeaksTests {
  @Test func measureLeaks_countsOnlyTheBlocksOwnResources() async {
    var inner: ResourceCountingScope?
    let (_, leaked) = await AsyncResources.measureLeaks {
      inner = ResourceCountingScope.enclosing
      AsyncResources.increment(inner)
      AsyncResources.increment(nil)
    }
    #expect(leaked == 1)
    AsyncResources.decrement(inner)
    AsyncResources.decrement(nil)
    #expect(inner?.live == 0)
  }
}
