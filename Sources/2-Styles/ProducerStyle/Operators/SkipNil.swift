extension Signal where Value: OptionalProtocol {
  /// Drops the `nil` values and unwraps the others.
  ///
  /// ```swift
  /// signal.skipNil()  // 1, nil, 2 → 1, 2
  /// ```
  /// - Returns: a signal of the non-`nil` values.
  public func skipNil() -> Signal<Value.Wrapped, Error> {
    compactMap { $0.optional }
  }
}

extension SignalProducer where Value: OptionalProtocol {
  /// Drops the `nil` values and unwraps the others.
  ///
  /// ```swift
  /// SignalProducer<Int?, Never>(values: 1, nil, 2).skipNil()  // 1, 2, completed
  /// ```
  /// - Returns: a producer of the non-`nil` values.
  public func skipNil() -> SignalProducer<Value.Wrapped, Error> {
    compactMap { $0.optional }
  }
}
