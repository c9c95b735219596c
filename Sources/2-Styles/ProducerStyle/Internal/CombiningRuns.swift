import StyleInternals

extension SignalProducer {
  /// Starts this producer, then `other`, for each start, into the two observers that `observers`
  /// builds for the run, each in a run of its own: how the pairwise `combineLatest(with:)` and
  /// `zip(with:)`, `sample(with:)` and `withLatest(from:)` start their sources.
  // Inlinable, as its callers are, so that a run's state is built in the caller's specialised code.
  @inlinable
  func combiningRuns<U, OtherError, Output, OutputError>(
    with other: SignalProducer<U, OtherError>,
    _ observers:
      @escaping @Sendable (Signal<Output, OutputError>.Observer, Lifetime) -> (
        first: Signal<Value, Error>.Observer, second: Signal<U, OtherError>.Observer
      )
  ) -> SignalProducer<Output, OutputError> {
    let first = startHandler
    let second = other.startHandler
    return SignalProducer<Output, OutputError>.bounded({ downstream, lifetime in
      let observer = observers(downstream, lifetime)
      runOwningLifetime(first, observer.first, in: lifetime)
      runOwningLifetime(second, observer.second, in: lifetime)
    })
  }

  /// Starts every producer of `producers`, in order, into the observer that `observers` gives for
  /// its index, each in a run of its own; with no producer, sends `emptySentinel` if there is one
  /// and completes: how the array forms of `combineLatest` and `zip` start their sources.
  /// - Parameters:
  ///   - producers: the sources.
  ///   - emptySentinel: sent, before completing, when `producers` is empty.
  ///   - observers: from the run's output, the number of sources and the run's lifetime, the
  ///     observer of each source by its index.
  static func combiningRuns<S: Sequence, Output>(
    of producers: S, emptySentinel: Output?,
    _ observers:
      @escaping @Sendable (Signal<Output, Error>.Observer, Int, Lifetime) -> (Int) -> Signal<Value, Error>.Observer
  ) -> SignalProducer<Output, Error> where S.Element == SignalProducer<Value, Error> {
    let starts = producers.map(\.startHandler)
    let sentinel = Captured(emptySentinel)
    return SignalProducer<Output, Error>.bounded({ downstream, lifetime in
      guard !starts.isEmpty else {
        if let empty = sentinel.value { downstream.receive(empty) }
        downstream.receiveCompleted()
        return
      }
      let observer = observers(downstream, starts.count, lifetime)
      for (index, start) in starts.enumerated() { runOwningLifetime(start, observer(index), in: lifetime) }
    })
  }
}
