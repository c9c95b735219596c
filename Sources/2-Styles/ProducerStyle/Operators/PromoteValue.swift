extension Signal where Value == Never {
  /// Gives a signal that sends no value the value type of the streams it is combined with.
  ///
  /// ```swift
  /// lifetime.ended.promoteError(TestError.self).promoteValue(Int.self)  // Signal<Int, TestError>
  /// ```
  /// - Returns: the same terminal events, as a signal of `U`.
  public func promoteValue<U>(_: U.Type = U.self) -> Signal<U, Error> {
    liftRelaying { downstream, _ in PromoteValueObserver(downstream) }
  }
}

extension SignalProducer where Value == Never {
  /// Gives a producer that sends no value the value type of the streams it is combined with.
  ///
  /// ```swift
  /// SignalProducer<Never, Never>.empty.promoteValue(Int.self).concat(SignalProducer(value: 1))  // 1, completed
  /// ```
  /// - Returns: the same terminal events, as a producer of `U`.
  public func promoteValue<U>(_: U.Type = U.self) -> SignalProducer<U, Error> {
    lift { downstream, _ in PromoteValueObserver(downstream) }
  }
}

extension Signal where Value == Never {
  /// The signal itself: promoting to `Never`, the value type it already has, changes nothing.
  ///
  /// ```swift
  /// lifetime.ended.promoteValue(Never.self)  // the same signal
  /// ```
  /// - Returns: this signal.
  public func promoteValue(_: Value.Type = Value.self) -> Signal<Value, Error> { self }
}

extension SignalProducer where Value == Never {
  /// The producer itself: promoting to `Never`, the value type it already has, changes nothing.
  ///
  /// ```swift
  /// SignalProducer<Never, Never>.empty.promoteValue(Never.self)  // the same producer
  /// ```
  /// - Returns: this producer.
  public func promoteValue(_: Value.Type = Value.self) -> SignalProducer<Value, Error> { self }
}

private final class PromoteValueObserver<U, Error: Swift.Error>: OperatorObserver<Never, U, Error>,
  // Safety: as OperatorObserver; a value of `Never` cannot arrive.
  @unchecked Sendable
{
  override func receive(_ value: Never) {}
}
