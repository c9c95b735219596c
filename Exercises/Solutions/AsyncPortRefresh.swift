// Exercise async-port-refresh: port the producer-style pull-to-refresh to the async style.
// Port: Sources/ProducerExercises/Given/Refresh.swift, whose tests (Tests/ProducerExercisesTests/GivenRefreshTests.swift)
// hold the diagrams this exercise's tests keep (one frame is 10 ms here).
// Read: Documentation/Concordance.md, Documentation/Operators/FlatMapLatest.md, Documentation/Operators/Retry.md,
// Documentation/Operators/CatchAndReturn.md
// Check: swift run exercises check async-port-refresh
import AsyncStyle

/// The error of a failed fetch.
public struct FetchFailed: Error, Equatable {
  /// The error.
  public init() {}
}

/// A pull-to-refresh: each tap fetches (a new tap cancels the fetch still running); a failed
/// fetch is tried once more, and if it fails again the screen shows `"offline"`.
public func refresh(
  taps: some AsyncSequence<Void, Never> & Sendable, fetch: some AsyncSequence<String, FetchFailed> & Sendable
) -> some AsyncSequence<String, Never> & Sendable {
  // EXERCISE BEGIN (stub: return [String]().async)
  return taps.flatMapLatest { _ in
    fetch.retry(2).replaceError(with: "offline")
  }
  // EXERCISE END
}
