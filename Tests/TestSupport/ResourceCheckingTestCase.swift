import Foundation
import XCTest

/// The base of every test class that checks a style's live-resource counter: fails a test that
/// leaves more (or fewer) live resources than it found.
///
/// Subclasses name the counter. Tear-down waits for releases still in flight on other threads (a
/// URLSession callback, a queue) with ``waitForReleases(within:until:)``, as every resource check does.
open class ResourceCheckingTestCase: XCTestCase {
  private var resourcesAtStart = 0

  /// The counter this test checks, read now.
  open var liveResources: Int { preconditionFailure("\(type(of: self)) must override liveResources") }

  /// What the counter counts, for the failure message.
  open var resourceDescription: String { "resources" }

  /// The longest tear-down waits for resources released on other threads.
  open var releaseGracePeriod: TimeInterval { defaultReleaseGracePeriod }

  open override func setUp() {
    super.setUp()
    resourcesAtStart = liveResources
  }

  open override func tearDown() {
    waitForReleases(within: releaseGracePeriod) { liveResources == resourcesAtStart }
    XCTAssertEqual(liveResources, resourcesAtStart, "\(resourceDescription) leaked by this test")
    super.tearDown()
  }
}
