import Foundation
import XCTest

/// The base of test classes that mix styles: fails a test that leaves any of several live-resource
/// counters (one per style) different from what it found.
///
/// Subclasses list the counters; tear-down waits for releases still in flight on other threads
/// with ``waitForReleases(within:until:)``, as every resource check does.
open class CountersCheckingTestCase: XCTestCase {
  /// One live-resource counter: what it counts, and how to read it.
  public struct Counter: Sendable {
    public let name: String
    public let read: @Sendable () -> Int

    public init(_ name: String, read: @escaping @Sendable () -> Int) {
      self.name = name
      self.read = read
    }
  }

  private var valuesAtStart: [Int] = []

  /// The counters this test checks.
  open var counters: [Counter] { preconditionFailure("\(type(of: self)) must override counters") }

  /// The longest tear-down waits for resources released on other threads.
  open var releaseGracePeriod: TimeInterval { defaultReleaseGracePeriod }

  open override func setUp() {
    super.setUp()
    valuesAtStart = counters.map { $0.read() }
  }

  open override func tearDown() {
    waitForReleases(within: releaseGracePeriod) { counters.map { $0.read() } == valuesAtStart }
    for (counter, start) in zip(counters, valuesAtStart) {
      XCTAssertEqual(counter.read(), start, "\(counter.name) leaked by this test")
    }
    super.tearDown()
  }
}
