import AsyncStyle
import Foundation
import ProducerStyle
import RxStyle
import XCTest

/// The base of producer-style showcase tests: fails a test that leaves producer-style resources
/// alive (a signal not terminated, a started producer not ended).
class ProducerShowcaseTestCase: XCTestCase {
  private var resourcesAtStart = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = ProducerResources.total
  }

  override func tearDown() {
    // A request that ended on a URLSession thread may still be letting go of its last pieces
    // there: give it a bounded moment before calling anything left a leak.
    let deadline = Date(timeIntervalSinceNow: 2)
    while ProducerResources.total != resourcesAtStart, Date() < deadline {
      _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
    XCTAssertEqual(ProducerResources.total, resourcesAtStart, "producer-style resources leaked by this test")
    super.tearDown()
  }
}

/// The base of async-style showcase tests: fails a test that leaves async operator storages or
/// tasks alive.
class AsyncShowcaseTestCase: XCTestCase {
  private var resourcesAtStart = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = AsyncResources.total
  }

  override func tearDown() {
    XCTAssertEqual(AsyncResources.total, resourcesAtStart, "async-style resources leaked by this test")
    super.tearDown()
  }
}

/// The base of push-style tests whose streams end on another thread (a URLSession callback):
/// waits a bounded moment for that thread to let go before failing a test that leaves push-style
/// resources alive.
class RxThreadedTestCase: XCTestCase {
  private var resourcesAtStart = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = Resources.total
  }

  override func tearDown() {
    let deadline = Date(timeIntervalSinceNow: 2)
    while Resources.total != resourcesAtStart, Date() < deadline {
      _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
    XCTAssertEqual(Resources.total, resourcesAtStart, "push-style resources leaked by this test")
    super.tearDown()
  }
}
