extension Signal {
  /// Merges this signal's events with `other`'s: values as they come, completion when both
  /// complete, the first failure or interruption at once.
  ///
  /// ```swift
  /// taps.merge(with: swipes)
  /// ```
  /// - Parameter other: the signal to merge with.
  /// - Returns: the merged signal.
  public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> {
    Signal.merge(self, other)
  }
}

extension SignalProducer {
  /// Merges each start of this producer with a start of `other`: values as they come,
  /// completion when both complete.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).merge(with: SignalProducer(value: 3))  // 1, 2, 3, completed
  /// ```
  /// - Parameter other: a producer, or a signal, to merge with.
  /// - Returns: the merged producer.
  public func merge<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<Value, Error>
  where Other.Value == Value, Other.Error == Error {
    SignalProducer.merge(self, other.producer)
  }
}
