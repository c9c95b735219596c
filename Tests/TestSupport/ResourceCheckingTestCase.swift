import Foundation
import XCTest

/// The base of every test class that checks a style's live-resource counter: fails a test that
/// leaves more (or fewer) live resources than it found.
///
/// Subclasses name the counter; those whose streams end on another thread (a URLSession
/// callback, a queue) give a grace period, during which tear-down turns the run loop until the
/// counter is back, so a release still in flight is not taken for a leak.
open class ResourceCheckingTestCase: XCTestCase {
  private var resourcesAtStart = 0

  /// The counter this test checks, read now.
  open var liveResources: Int { preconditionFailure("\(type(of: self)) must override liveResources") }

  /// What the counter counts, for the failure message.
  open var resourceDescription: String { "resources" }

  /// The longest tear-down waits for resources released on other threads.
  open var releaseGracePeriod: TimeInterval { 0 }

  open override func setUp() {
    super.setUp()
    resourcesAtStart = liveResources
  }

  open override func tearDown() {
    let deadline = Date(timeIntervalSinceNow: releaseGracePeriod)
    while liveResources != resourcesAtStart, Date() < deadline {
      _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
    XCTAssertEqual(liveResources, resourcesAtStart, "\(resourceDescription) leaked by this test")
    super.tearDown()
  }
}
