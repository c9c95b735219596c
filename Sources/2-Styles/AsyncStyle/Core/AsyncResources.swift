import StyleInternals
import Synchronization

/// Counts the async style's live resources: operator storages, pump tasks and subjects that have
/// been created and not yet released.
///
/// Every such resource increments the counter when it is created and decrements it when it is
/// released (its consumer finished, was cancelled, or dropped the iterator). A test reads
/// ``total`` before and after a scenario to check that cancellation released everything. The
/// counter is process-wide: compare it only in tests that do not run in parallel with other
/// async-style tests (XCTest runs the methods of a process one after another); in Swift Testing,
/// which runs tests in parallel in one process, use ``measureLeaks(isolation:_:)``.
///
/// ```swift
/// let before = AsyncResources.total
/// runScenario()
/// XCTAssertEqual(AsyncResources.total, before)
/// ```
public enum AsyncResources {
  private static let counter = Atomic<Int>(0)

  /// The number of async-style resources alive right now.
  public static var total: Int { counter.load(ordering: .relaxed) }

  /// Runs `body` and reports how many of the async-style resources it created are still alive.
  ///
  /// Only the resources created by `body`'s task and the tasks it starts count, so tests running
  /// in parallel do not see each other's; a detached task is not counted.
  ///
  /// ```swift
  /// let (_, leaked) = await AsyncResources.measureLeaks { await consumeAndCancel(sequence) }
  /// #expect(leaked == 0)
  /// ```
  /// - Parameters:
  ///   - isolation: the actor `body` runs on; the caller's by default.
  ///   - body: the code to measure.
  /// - Returns: the result of `body` and how many resources it left alive (zero when nothing leaked).
  public static func measureLeaks<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> (result: Result, leaked: Int) {
    try await ResourceCountingScope.counting { scope in (try await body(), scope.live(.async)) }
  }

  /// Records that a resource was created, in ``total`` and in `scope` (the counting scope its
  /// owner was created in, ``ResourceCountingScope/enclosing``).
  @usableFromInline
  static func increment(_ scope: ResourceCountingScope?) {
    counter.wrappingAdd(1, ordering: .relaxed)
    ResourceCountingScope.enter(scope, .async)
  }

  /// Records that a resource counted in `scope` was released.
  @usableFromInline
  static func decrement(_ scope: ResourceCountingScope?) {
    counter.wrappingSubtract(1, ordering: .relaxed)
    ResourceCountingScope.leave(scope, .async)
  }
}
