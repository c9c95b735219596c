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
