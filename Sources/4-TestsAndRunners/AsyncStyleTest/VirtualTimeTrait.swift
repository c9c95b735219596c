import AsyncStyleTestKit
import Testing

/// A Swift Testing trait that runs each test in a virtual-time scope of its own: `@Test(.virtualTime)`
/// on a test, `@Suite(.virtualTime)` on every test of a suite.
///
/// The test's body runs as the body of
/// `AsyncTestScheduler.withVirtualTime(tick:isolation:_:)`:
/// its awaits, the tasks it starts and their main-actor jobs run one at a time on the scope's
/// thread, and `AsyncTestScheduler.current` gives the test its scheduler and clock. Each test case
/// (each argument of a parameterized test) gets a fresh scope, so tests keep running in parallel.
///
/// ```swift
/// @Test(.virtualTime) func showsNamesAfterOneSecond() async {
///   let clock = AsyncTestScheduler.current!.clock
///   let model = FeatureModel(clock: clock)
///   await model.load()
///   await clock.advance(by: .seconds(1))
///   #expect(model.names == ["a", "b"])
/// }
/// ```
public struct VirtualTimeTrait: TestTrait, SuiteTrait, TestScoping {
  /// The virtual time of one tick of the test's scheduler.
  public let tick: Duration

  /// Applies to every test of a suite.
  public var isRecursive: Bool { true }

  /// A scope per test case; none for a suite as a whole.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs the test case inside a fresh scope.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await AsyncTestScheduler.withVirtualTime(tick: tick) { (_) async throws in try await function() }
  }
}

extension Trait where Self == VirtualTimeTrait {
  /// Runs each test in a virtual-time scope of its own, with a scheduler whose tick is one
  /// millisecond (see ``VirtualTimeTrait``).
  public static var virtualTime: Self { VirtualTimeTrait(tick: .milliseconds(1)) }

  /// Runs each test in a virtual-time scope of its own, with a scheduler whose tick is `tick`.
  /// - Parameter tick: the virtual time of one tick in recorded events and tick-based calls.
  /// - Returns: the trait.
  public static func virtualTime(tick: Duration) -> Self { VirtualTimeTrait(tick: tick) }
}
