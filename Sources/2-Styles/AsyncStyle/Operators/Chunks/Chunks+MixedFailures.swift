// `chunks(ofCount:or:)` and `chunked(by:)` with a signal that can fail, as swift-async-algorithms
// accepts: the signal's failure ends the sequence like the base's (the collected elements are
// dropped). A signal failing like the base keeps the base's failure type; a base that cannot fail
// takes the signal's; two different failure types give `any Error`.

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Collects elements into arrays, emitting one when it holds `count` elements or when `signal`
  /// emits, where neither can fail.
  ///
  /// Chosen over the overloads for a failing signal when neither can fail.
  /// - Parameters:
  ///   - count: the most elements in one array; must be positive.
  ///   - signal: a sequence whose every element ends the current array.
  /// - Returns: a sequence of arrays.
  public func chunks<Signal: AsyncSequence & Sendable>(
    ofCount count: Int, or signal: Signal
  ) -> AsyncChunksOfCountOrSignalSequence<Self, [Element], Signal>
  where Failure == Never, Signal.Failure == Never, Signal.Element: Sendable {
    precondition(count > 0, "chunks(ofCount:or:) requires a positive count")
    return AsyncChunksOfCountOrSignalSequence(
      base: self, count: count, signal: signal, signalFailure: impossibleFailure)
  }

  /// Collects elements into arrays, emitting one when it holds `count` elements or when `signal`
  /// emits, where the signal fails as this sequence does: either failure is thrown.
  ///
  /// ```swift
  /// let batches = uploads.chunks(ofCount: 10, or: flushes)  // both throw UploadError
  /// ```
  /// - Parameters:
  ///   - count: the most elements in one array; must be positive.
  ///   - signal: a sequence whose every element ends the current array; its failure ends the result.
  /// - Returns: a sequence of arrays.
  public func chunks<Signal: AsyncSequence & Sendable>(
    ofCount count: Int, or signal: Signal
  ) -> AsyncChunksOfCountOrSignalSequence<Self, [Element], Signal>
  where Signal.Failure == Failure, Signal.Element: Sendable {
    precondition(count > 0, "chunks(ofCount:or:) requires a positive count")
    return AsyncChunksOfCountOrSignalSequence(base: self, count: count, signal: signal) { $0 }
  }

  /// Collects elements into arrays, emitting one when it holds `count` elements or when `signal`
  /// emits, where this sequence cannot fail: the result fails as the signal does.
  /// - Parameters:
  ///   - count: the most elements in one array; must be positive.
  ///   - signal: a sequence whose every element ends the current array; its failure ends the result.
  /// - Returns: a sequence of arrays.
  public func chunks<Signal: AsyncSequence & Sendable>(
    ofCount count: Int, or signal: Signal
  ) -> AsyncChunksOfCountOrSignalSequence<AsyncMapErrorSequence<Self, Signal.Failure>, [Element], Signal>
  where Failure == Never, Signal.Element: Sendable {
    setFailureType(to: Signal.Failure.self).chunks(ofCount: count, or: signal)
  }

  /// Collects elements into arrays, emitting one when it holds `count` elements or when `signal`
  /// emits, where the two fail with different types: the result fails with `any Error`.
  ///
  /// ```swift
  /// let batches = readings.chunks(ofCount: 50, or: flushes.map { try check($0) })  // throws any Error
  /// ```
  /// - Parameters:
  ///   - count: the most elements in one array; must be positive.
  ///   - signal: a sequence whose every element ends the current array; its failure ends the result.
  /// - Returns: a sequence of arrays.
  public func chunks<Signal: AsyncSequence & Sendable>(
    ofCount count: Int, or signal: Signal
  ) -> AsyncChunksOfCountOrSignalSequence<
    AsyncMapErrorSequence<Self, any Error>, [Element], AsyncMapErrorSequence<Signal, any Error>
  >
  where Signal.Element: Sendable {
    eraseFailure().chunks(ofCount: count, or: signal.eraseFailure())
  }

  /// Collects elements into arrays, emitting one each time `signal` emits with elements collected,
  /// where neither can fail.
  ///
  /// Chosen over the overloads for a failing signal when neither can fail.
  /// - Parameter signal: a sequence whose every element ends the current array.
  /// - Returns: a sequence of arrays.
  public func chunked<Signal: AsyncSequence & Sendable>(
    by signal: Signal
  ) -> AsyncChunksOfCountOrSignalSequence<Self, [Element], Signal>
  where Failure == Never, Signal.Failure == Never, Signal.Element: Sendable {
    AsyncChunksOfCountOrSignalSequence(base: self, count: .max, signal: signal, signalFailure: impossibleFailure)
  }

  /// Collects elements into arrays, emitting one each time `signal` emits with elements collected,
  /// where the signal fails as this sequence does: either failure is thrown.
  /// - Parameter signal: a sequence whose every element ends the current array; its failure ends
  ///   the result.
  /// - Returns: a sequence of arrays.
  public func chunked<Signal: AsyncSequence & Sendable>(
    by signal: Signal
  ) -> AsyncChunksOfCountOrSignalSequence<Self, [Element], Signal>
  where Signal.Failure == Failure, Signal.Element: Sendable {
    AsyncChunksOfCountOrSignalSequence(base: self, count: .max, signal: signal) { $0 }
  }

  /// Collects elements into arrays, emitting one each time `signal` emits with elements collected,
  /// where this sequence cannot fail: the result fails as the signal does.
  /// - Parameter signal: a sequence whose every element ends the current array; its failure ends
  ///   the result.
  /// - Returns: a sequence of arrays.
  public func chunked<Signal: AsyncSequence & Sendable>(
    by signal: Signal
  ) -> AsyncChunksOfCountOrSignalSequence<AsyncMapErrorSequence<Self, Signal.Failure>, [Element], Signal>
  where Failure == Never, Signal.Element: Sendable {
    setFailureType(to: Signal.Failure.self).chunked(by: signal)
  }

  /// Collects elements into arrays, emitting one each time `signal` emits with elements collected,
  /// where the two fail with different types: the result fails with `any Error`.
  /// - Parameter signal: a sequence whose every element ends the current array; its failure ends
  ///   the result.
  /// - Returns: a sequence of arrays.
  public func chunked<Signal: AsyncSequence & Sendable>(
    by signal: Signal
  ) -> AsyncChunksOfCountOrSignalSequence<
    AsyncMapErrorSequence<Self, any Error>, [Element], AsyncMapErrorSequence<Signal, any Error>
  >
  where Signal.Element: Sendable {
    eraseFailure().chunked(by: signal.eraseFailure())
  }
}
