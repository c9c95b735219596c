extension SignalProducer {
  /// Sends `value` first, then the values of this producer.
  ///
  /// ```swift
  /// results.prefix(value: .loading)
  /// ```
  public func prefix(value: Value) -> SignalProducer<Value, Error> {
    SignalProducer(value: value).concat(self)
  }

  /// Sends the values of `producer` first, then those of this producer.
  public func prefix(_ producer: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    producer.concat(self)
  }
}
