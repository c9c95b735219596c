import ProducerStyle
import XCTest

/// The base of every ProducerStyle test: fails a test that leaves producer-style resources alive
/// (a signal not terminated, a started producer not ended).
class ProducerStyleTestCase: XCTestCase {
  private var resourcesAtStart = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = ProducerResources.total
  }

  override func tearDown() {
    XCTAssertEqual(ProducerResources.total, resourcesAtStart, "producer-style resources leaked by this test")
    super.tearDown()
  }
}

/// An error for tests.
enum TestError: Swift.Error, Equatable {
  case boom
  case other
}
