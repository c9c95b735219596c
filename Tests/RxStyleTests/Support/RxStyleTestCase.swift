import RxStyle
import XCTest

/// The base of every RxStyle test: fails a test that leaves push-style resources alive.
class RxStyleTestCase: XCTestCase {
  private var resourcesAtStart = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = Resources.total
  }

  override func tearDown() {
    XCTAssertEqual(Resources.total, resourcesAtStart, "push-style resources leaked by this test")
    super.tearDown()
  }
}
