import Foundation
import XCTest

/// The XCTest base class of the leak checks: fails a test that leaves any of its live-resource
/// counters different from what it found, after waiting for releases still in flight on other
/// threads (a URLSession callback, a queue's last work item).
///
/// Each test module re-exports it and offers it for its own style: `RxStyleTestCase`, `ProducerStyleTestCase` and
/// `AsyncStyleTestCase`. A test that mixes styles lists their counters itself:
///
/// ```swift
/// class AllStylesTestCase: ResourceCheckingTestCase {
///   override var counters: [LiveResourceCounter] {
///     [.rx, .producer, .async]
///   }
/// }
/// ```
///
/// Counters are global, so tests of one process that run at the same time (Swift Testing's
/// parallel tests) can disturb one another's counts; Swift Testing suites use `.checksLeaks`,
/// which counts only what each test created.
open class ResourceCheckingTestCase: XCTestCase {
  private var valuesAtStart: [Int] = []

  /// The counters this test checks.
  open var counters: [LiveResourceCounter] { preconditionFailure("\(type(of: self)) must override counters") }

  /// The longest tear-down waits, in seconds, for resources released on other threads.
  open var releaseGracePeriod: TimeInterval { defaultReleaseGracePeriod }

  /// Reads the counters before the test.
  open override func setUp() {
    super.setUp()
    valuesAtStart = counters.map { $0.read() }
  }

  /// Waits for releases in flight, then fails the test if a counter differs from its reading in
  /// ``setUp()``.
  open override func tearDown() {
    let counters = self.counters
    waitForReleases(within: releaseGracePeriod) { counters.map { $0.read() } == valuesAtStart }
    for (counter, start) in zip(counters, valuesAtStart) {
      XCTAssertEqual(counter.read(), start, "\(counter.name) leaked by this test")
    }
    super.tearDown()
  }
}

/// One live-resource counter of a ``ResourceCheckingTestCase``: what it counts, and how to read it.
///
/// Each test module adds its style's counter (`.rx`, `.producer`, `.async`).
public struct LiveResourceCounter: Sendable {
  /// What the counter counts, for the failure message.
  public let name: String
  /// Reads the counter now.
  public let read: @Sendable () -> Int

  /// Creates a counter.
  /// - Parameters:
  ///   - name: what it counts, for the failure message.
  ///   - read: reads it now.
  public init(_ name: String, read: @escaping @Sendable () -> Int) {
    self.name = name
    self.read = read
  }
}
