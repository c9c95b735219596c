extension SignalProducer {
  /// Sends the values of this producer, then those of `next` once this one completes.
  ///
  /// ```swift
  /// cached.concat(fresh)
  /// ```
  public func concat(_ next: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    SignalProducer<SignalProducer<Value, Error>, Error>([self, next]).flatten(.concat)
  }

  /// Sends the values of `producers` one producer after the other.
  public static func concat<S: Sequence>(_ producers: S) -> SignalProducer<Value, Error>
  where S.Element == SignalProducer<Value, Error> {
    SignalProducer<SignalProducer<Value, Error>, Error>(Array(producers)).flatten(.concat)
  }

  /// Sends the values of `producers` one producer after the other.
  public static func concat(_ producers: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> {
    concat(producers)
  }
}

extension SignalProducer {
  /// Sends the values of this producer, then those of `next` — a producer, a signal, a property
  /// or a result.
  ///
  /// ```swift
  /// cached.concat(Result<Item, APIError>.success(fallback))
  /// ```
  /// - Parameter next: what follows.
  /// - Returns: the concatenated producer.
  public func concat<Next: SignalProducerConvertible>(
    _ next: Next
  ) -> SignalProducer<Value, Error> where Next.Value == Value, Next.Error == Error {
    concat(next.producer)
  }

  /// Sends the values of this producer, then `value`, then completes.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).concat(value: 3)  // 1, 2, 3, completed
  /// ```
  /// - Parameter value: the last value.
  /// - Returns: the concatenated producer.
  public func concat(value: Value) -> SignalProducer<Value, Error> {
    concat(SignalProducer(value: value))
  }

  /// Sends the values of this producer, then fails with `error`.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).concat(error: .boom)  // 1, 2, failed(.boom)
  /// ```
  /// - Parameter error: the failure that ends the result.
  /// - Returns: the concatenated producer.
  public func concat(error: Error) -> SignalProducer<Value, Error> {
    concat(SignalProducer(error: error))
  }
}
