import RxStyle
import XCTest

/// The base of every RxStyle test: fails a test that leaves push-style resources alive.
open class RxStyleTestCase: XCTestCase {
  private var resourcesAtStart = 0

  open override func setUp() {
    super.setUp()
    resourcesAtStart = Resources.total
  }

  open override func tearDown() {
    XCTAssertEqual(Resources.total, resourcesAtStart, "push-style resources leaked by this test")
    super.tearDown()
  }
}
