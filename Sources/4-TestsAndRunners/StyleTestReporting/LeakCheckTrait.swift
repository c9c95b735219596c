import Foundation
import StyleInternals
import Testing

/// Runs `body` in a resource-counting scope of its own and records an issue when resources of
/// any style created in it are still alive afterwards (once releases in flight are done): Swift
/// Testing's leak check, which tests running in parallel cannot disturb, since each counts only
/// what its own scope created.
///
/// ```swift
/// @Test func mapReleasesItsSubscription() {
///   expectNoLeaks {
///     _ = Observable.just(1).map { $0 + 1 }.subscribe()
///   }
/// }
/// ```
/// - Parameters:
///   - gracePeriod: the longest wait, in seconds, for releases still in flight on other threads.
///   - sourceLocation: where a leak is reported; the caller's by default.
///   - body: the code whose resources are counted.
/// - Returns: what `body` returned.
/// - Throws: what `body` threw.
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
///
/// ```swift
/// @Test func loadingReleasesItsTask() async throws {
///   let model = try await expectNoLeaks { try await viewModel.load() }
///   #expect(model.name == "RxSwift")
/// }
/// ```
/// - Parameters:
///   - gracePeriod: the longest wait, in seconds, for releases still in flight on other threads.
///   - isolation: the actor the body runs on; the caller's by default.
///   - sourceLocation: where a leak is reported; the caller's by default.
///   - body: the code whose resources are counted.
/// - Returns: what `body` returned.
/// - Throws: what `body` threw.
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
/// resources of any style alive: ``expectNoLeaks(within:isolation:sourceLocation:_:)`` around
/// each test, the suite's instance included. Spelled `.checksLeaks`.
///
/// ```swift
/// @Suite(.checksLeaks) struct SearchViewModelTests {
///   @Test func typingSearchesOnce() { … }
/// }
/// ```
public struct LeakCheckTrait: SuiteTrait, TestTrait, TestScoping {
  /// Whether the trait applies to every test of a suite it is attached to: it does.
  public var isRecursive: Bool { true }

  /// Runs `function`, the test, inside a leak check; a suite itself runs as it is.
  /// - Parameters:
  ///   - test: the test or suite about to run.
  ///   - testCase: the case of a parameterised test, if any.
  ///   - function: runs the test.
  /// - Throws: what the test threw.
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
