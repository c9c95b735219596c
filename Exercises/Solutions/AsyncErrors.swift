// Exercise async-errors: retry a failing request, then fall back with catch.
// Read: Documentation/Operators/Retry.md, Documentation/Operators/Catch.md
// Check: swift run exercises check async-errors
import AsyncStyle

/// The error of a request without a network.
public struct Offline: Error, Equatable {
  /// The error.
  public init() {}
}

/// Loads a page: `request` is iterated up to three times in all (the first try and two retries);
/// if the third try fails too, the page shows `cached` instead and finishes.
public func loadPage(
  _ request: some AsyncSequence<String, Offline> & Sendable, cached: some AsyncSequence<String, Never> & Sendable
) -> some AsyncSequence<String, Never> & Sendable {
  // EXERCISE BEGIN (stub: return request.catch { _ in [String]().async })
  return request.retry(3).catch { _ in cached }
  // EXERCISE END
}
