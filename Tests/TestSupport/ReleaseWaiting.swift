import Foundation
import StyleInternals
import Testing

/// How long a resource check waits, by default, for releases still in flight on other threads
/// (a queue's last work item, a URLSession callback) before calling what is left a leak.
public let defaultReleaseGracePeriod: TimeInterval = 2

/// Waits until `settled()` holds or `gracePeriod` has passed, turning the run loop between
/// checks: the one wait of every check that counts live resources, so that a release still in
/// flight on another thread is never taken for a leak. Returns at once when already settled.
public func waitForReleases(within gracePeriod: TimeInterval = defaultReleaseGracePeriod, until settled: () -> Bool) {
  let deadline = Date(timeIntervalSinceNow: gracePeriod)
  while !settled(), Date() < deadline {
    _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
  }
}

/// Runs `body` in a resource-counting scope of its own and records an issue when resources of
/// any style created in it are still alive afterwards (once releases in flight are done):
/// Swift Testing's leak check, which tests running in parallel cannot disturb.
public func expectNoLeaks<Result>(
  within gracePeriod: TimeInterval = defaultReleaseGracePeriod, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Result
) rethrows -> Result {
  try ResourceCountingScope.counting { scope in
    let result = try body()
    expectReleased(scope, within: gracePeriod, sourceLocation: sourceLocation)
    return result
  }
}

/// ``expectNoLeaks(within:sourceLocation:_:)`` for an asynchronous test body.
public func expectNoLeaks<Result>(
  within gracePeriod: TimeInterval = defaultReleaseGracePeriod, isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Result
) async rethrows -> Result {
  try await ResourceCountingScope.counting { scope in
    let result = try await body()
    expectReleased(scope, within: gracePeriod, sourceLocation: sourceLocation)
    return result
  }
}

private func expectReleased(
  _ scope: ResourceCountingScope, within gracePeriod: TimeInterval, sourceLocation: SourceLocation
) {
  waitForReleases(within: gracePeriod) { scope.live == 0 }
  let left = ResourceCountingScope.Style.allCases.map { "\($0): \(scope.live($0))" }.joined(separator: ", ")
  #expect(scope.live == 0, "resources leaked by this test (\(left))", sourceLocation: sourceLocation)
}

/// Runs each test of a suite in a resource-counting scope of its own, failing a test that leaves
/// resources of any style alive (``expectNoLeaks(within:isolation:sourceLocation:_:)`` around the
/// test, the suite's instance included): `@Suite(.checksLeaks)`.
public struct LeakCheckTrait: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite else { return try await function() }
    try await expectNoLeaks(sourceLocation: test.sourceLocation) { try await function() }
  }
}

extension Trait where Self == LeakCheckTrait {
  /// Fails each test that leaves resources of any style alive, counting only its own.
  public static var checksLeaks: Self { Self() }
}
