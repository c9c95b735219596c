import Foundation
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
    // A run that ended on another thread may still be letting go of its last pieces there:
    // give it a moment (bounded) before calling anything left a leak.
    let deadline = Date(timeIntervalSinceNow: 2)
    while ProducerResources.total != resourcesAtStart, Date() < deadline {
      _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
    XCTAssertEqual(ProducerResources.total, resourcesAtStart, "producer-style resources leaked by this test")
    super.tearDown()
  }
}

/// An error for tests.
enum TestError: Swift.Error, Equatable {
  case boom
  case other
}
