import Foundation
import XCTest

/// The base of test classes that mix styles: fails a test that leaves any of several live-resource
/// counters (one per style) different from what it found.
///
/// Subclasses list the counters; tear-down turns the run loop for up to ``releaseGracePeriod``
/// while a release may still be in flight on another thread.
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
  open var releaseGracePeriod: TimeInterval { 2 }

  open override func setUp() {
    super.setUp()
    valuesAtStart = counters.map { $0.read() }
  }

  open override func tearDown() {
    let deadline = Date(timeIntervalSinceNow: releaseGracePeriod)
    while counters.map({ $0.read() }) != valuesAtStart, Date() < deadline {
      _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
    for (counter, start) in zip(counters, valuesAtStart) {
      XCTAssertEqual(counter.read(), start, "\(counter.name) leaked by this test")
    }
    super.tearDown()
  }
}
