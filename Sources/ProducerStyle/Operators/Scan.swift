extension Signal {
  /// Sends each intermediate accumulation of the values.
  ///
  /// ```swift
  /// signal.scan(0, +)  // 1, 2, 3 → 1, 3, 6
  /// ```
  /// - Parameters:
  ///   - initialResult: the accumulation before the first value (not sent).
  ///   - nextPartialResult: combines the accumulation with the next value.
  public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U) -> Signal<U, Error>
  {
    accumulating(.eachValue, initialResult) { $0 = nextPartialResult($0, $1) }
  }

  /// Sends each intermediate accumulation, updating it in place.
  public func scan<U>(
    into initialResult: U, _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
  ) -> Signal<U, Error> {
    accumulating(.eachValue, initialResult, nextPartialResult)
  }
}

extension SignalProducer {
  /// Sends each intermediate accumulation of the values.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).scan(0, +)  // 1, 3, 6, completed
  /// ```
  /// - Parameters:
  ///   - initialResult: the accumulation before the first value (not sent).
  ///   - nextPartialResult: combines the accumulation with the next value.
  public func scan<U>(
    _ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U
  ) -> SignalProducer<U, Error> {
    accumulating(.eachValue, initialResult) { $0 = nextPartialResult($0, $1) }
  }

  /// Sends each intermediate accumulation, updating it in place.
  public func scan<U>(
    into initialResult: U, _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
  ) -> SignalProducer<U, Error> {
    accumulating(.eachValue, initialResult, nextPartialResult)
  }
}
