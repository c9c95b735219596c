extension Signal {
  /// Combines every value into one result, sent when the signal completes.
  ///
  /// ```swift
  /// signal.reduce(0, +)  // 1, 2, 3, completed → 6, completed
  /// ```
  /// - Parameters:
  ///   - initialResult: the starting accumulation, sent alone if no value arrives.
  ///   - nextPartialResult: combines the accumulation with the next value.
  public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U) -> Signal<
    U, Error
  > {
    accumulating(.onCompletion, initialResult) { $0 = nextPartialResult($0, $1) }
  }

  /// Combines every value into one result by mutating it in place, sent on completion.
  public func reduce<U>(
    into initialResult: U, _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
  ) -> Signal<U, Error> {
    accumulating(.onCompletion, initialResult, nextPartialResult)
  }
}

extension SignalProducer {
  /// Combines every value into one result, sent when the producer completes.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).reduce(0, +)  // 6, completed
  /// ```
  /// - Parameters:
  ///   - initialResult: the starting accumulation, sent alone if no value arrives.
  ///   - nextPartialResult: combines the accumulation with the next value.
  public func reduce<U>(
    _ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U
  ) -> SignalProducer<U, Error> {
    accumulating(.onCompletion, initialResult) { $0 = nextPartialResult($0, $1) }
  }

  /// Combines every value into one result by mutating it in place, sent on completion.
  public func reduce<U>(
    into initialResult: U, _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
  ) -> SignalProducer<U, Error> {
    accumulating(.onCompletion, initialResult, nextPartialResult)
  }
}
