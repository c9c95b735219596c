// Given: the code that exercises rx-port-refresh and async-port-refresh port to their styles; its
// tests are Tests/ProducerExercisesTests/GivenRefreshTests.swift.
import ProducerStyle

/// The error of a failed fetch.
public struct FetchFailed: Error, Equatable {
  /// The error.
  public init() {}
}

/// A pull-to-refresh: each tap fetches (a new tap interrupts the fetch still running); a failed
/// fetch is tried once more, and if it fails again the screen shows `"offline"`.
public func refresh(taps: Signal<Void, Never>, fetch: SignalProducer<String, FetchFailed>) -> Signal<String, Never> {
  taps.flatMap(.latest) { _ in
    fetch.retry(upTo: 1).flatMapError { _ in SignalProducer(value: "offline") }
  }
}
