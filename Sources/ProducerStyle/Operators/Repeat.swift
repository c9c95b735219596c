extension SignalProducer {
  /// Runs this producer `count` times in a row: each time it completes, it starts again, until it
  /// has run `count` times. A failure or interruption ends the repetition.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).repeat(2)  // 1, 2, 1, 2, completed
  /// ```
  /// - Parameter count: how many times to run; zero completes at once without starting.
  /// - Returns: the repeating producer.
  public func `repeat`(_ count: Int) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "repeat requires a count of zero or more")
    guard count > 0 else { return .empty }
    return SignalProducer<SignalProducer<Value, Error>, Error>(repeatElement(self, count: count)).flatten(.concat)
  }
}
