// ReactiveSwift's unserialized factories let callers that already exclude one another skip the
// input's lock. Here every input serializes and queues a send made from inside a delivery until
// the current one has reached every observer, which is what the reentrant variants promise: the
// factories are the serialized ones under ReactiveSwift's names, so code that calls them keeps
// its meaning and gains thread safety.

extension Signal {
  /// Creates a signal and runs `generator` at once: ReactiveSwift's form for callers that
  /// serialize their own sends. The input here serializes them anyway.
  ///
  /// ```swift
  /// let ticks = Signal<Int, Never>.unserialized { observer, _ in observer.send(value: 1) }
  /// ```
  /// - Parameter generator: receives the observer to send events to, and the signal's lifetime.
  /// - Returns: the signal.
  public static func unserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
    Signal(generator)
  }

  /// Creates a signal and runs `generator` at once; a send made from inside a delivery waits
  /// until the current event has reached every observer, as with every signal here.
  ///
  /// ```swift
  /// let echoes = Signal<Int, Never>.reentrantUnserialized { observer, _ in observer.send(value: 1) }
  /// ```
  /// - Parameter generator: receives the observer to send events to, and the signal's lifetime.
  /// - Returns: the signal.
  public static func reentrantUnserialized(_ generator: (Observer, Lifetime) -> Void) -> Signal {
    Signal(generator)
  }
}

extension SignalProducer {
  /// Creates a producer that runs `startHandler` on every start: ReactiveSwift's form for start
  /// handlers that serialize their own sends. The observer here serializes them anyway.
  ///
  /// ```swift
  /// let one = SignalProducer<Int, Never>.unserialized { observer, _ in
  ///   observer.send(value: 1)
  ///   observer.sendCompleted()
  /// }
  /// ```
  /// - Parameter startHandler: receives the observer of this run and the run's lifetime.
  /// - Returns: the producer.
  @available(swift, introduced: 6)
  @preconcurrency public static func unserialized(
    _ startHandler: @escaping @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void
  ) -> SignalProducer<Value, Error> {
    SignalProducer(startHandler)
  }
}
