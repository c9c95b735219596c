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

extension SignalProducer {
  /// Sends the values of `previous` — a producer, a signal, a property or a result — first,
  /// then those of this producer.
  ///
  /// ```swift
  /// updates.prefix(currentState)  // a property: its value, then the updates
  /// ```
  /// - Parameter previous: what comes first.
  /// - Returns: the prefixed producer.
  public func prefix<Previous: SignalProducerConvertible>(
    _ previous: Previous
  ) -> SignalProducer<Value, Error> where Previous.Value == Value, Previous.Error == Error {
    prefix(previous.producer)
  }
}
