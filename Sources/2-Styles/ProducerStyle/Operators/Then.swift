extension SignalProducer {
  /// Waits for this producer to complete, ignoring its values, then sends the events of
  /// `replacement`. A failure or interruption is passed on and `replacement` never starts.
  ///
  /// ```swift
  /// save.then(SignalProducer(value: "saved"))
  /// ```
  public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
    liftOwningUpstream { downstream, lifetime in ThenObserver(downstream, lifetime, replacement) }
  }

  /// Waits for this producer to complete, then sends the events of `replacement`, which cannot fail.
  // Disfavoured so that a producer that cannot fail either picks the overload above.
  @_disfavoredOverload
  public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Error> {
    then(replacement.promoteError(Error.self))
  }
}

extension SignalProducer {
  /// Waits for this producer to complete, then sends the events of `replacement`, a producer of
  /// the same types: the overload that lets `.empty` or `.init(value:)` name it.
  ///
  /// ```swift
  /// save.then(.init(value: 0))
  /// ```
  /// - Parameter replacement: the producer started after completion.
  /// - Returns: the replacement's events, after this producer's completion.
  public func then(_ replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    liftOwningUpstream { downstream, lifetime in ThenObserver(downstream, lifetime, replacement) }
  }
}

extension Signal {
  /// Waits for this signal to complete, ignoring its values, then sends the events of
  /// `replacement`.
  public func then<U>(_ replacement: SignalProducer<U, Error>) -> Signal<U, Error> {
    lift { downstream, lifetime in ThenObserver(downstream, lifetime, replacement) }
  }
}

// Safety: called serially by the delivery end upstream; after completion only the replacement
// sends downstream.
private final class ThenObserver<Value, U, Error: Swift.Error>: OperatorObserver<Value, U, Error>, @unchecked Sendable {
  private let lifetime: Lifetime
  private let replacement: SignalProducer<U, Error>

  init(_ downstream: Signal<U, Error>.Observer, _ lifetime: Lifetime, _ replacement: SignalProducer<U, Error>) {
    self.lifetime = lifetime
    self.replacement = replacement
    super.init(downstream)
  }

  override func receive(_ value: Value) {}
  override func receiveCompleted() { replacement.startRun(downstream, in: lifetime) }
}

extension SignalProducer where Error == Never {
  /// Waits for this producer, which cannot fail, to complete, then sends the events of
  /// `replacement`, whose error type the result takes.
  ///
  /// ```swift
  /// animation.then(api.save())  // SignalProducer<Void, Never> → SignalProducer<Receipt, APIError>
  /// ```
  /// - Parameter replacement: the producer started after completion.
  /// - Returns: the replacement's events, after this producer's completion.
  public func then<U, F>(_ replacement: SignalProducer<U, F>) -> SignalProducer<U, F> {
    promoteError(F.self).then(replacement)
  }

  /// Waits for this producer to complete, then sends the events of `replacement`; neither can
  /// fail.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(values: 1, 2).then(SignalProducer<String, Never>(value: "done"))  // "done", completed
  /// ```
  /// - Parameter replacement: the producer started after completion.
  /// - Returns: the replacement's events, after this producer's completion.
  public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Never> {
    lift { downstream, lifetime in ThenObserver(downstream, lifetime, replacement) }
  }

  /// Waits for this producer, which cannot fail, to complete, then sends the events of
  /// `replacement` — a producer, a signal, a property or a result — whose error type the result
  /// takes.
  ///
  /// ```swift
  /// animation.then(Result<Int, SaveError>.success(1))  // 1, completed
  /// ```
  /// - Parameter replacement: what is started after completion.
  /// - Returns: the replacement's events, after this producer's completion.
  @_disfavoredOverload
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Replacement.Value, Replacement.Error> {
    then(replacement.producer)
  }
}

extension SignalProducer {
  /// Waits for this producer to complete, then sends the events of `replacement` — a producer,
  /// a signal, a property or a result.
  ///
  /// ```swift
  /// save.then(Result<String, SaveError>.success("saved"))
  /// ```
  /// - Parameter replacement: what is started after completion.
  /// - Returns: the replacement's events, after this producer's completion.
  @_disfavoredOverload
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Replacement.Value, Error> where Replacement.Error == Error {
    then(replacement.producer)
  }
}

extension SignalProducer {
  /// Waits for this producer to complete, then sends the events of `replacement` — a producer,
  /// a signal, a property or a result — which cannot fail.
  ///
  /// ```swift
  /// save.then(statusProperty)  // statusProperty: Property<String>
  /// ```
  /// - Parameter replacement: what is started after completion.
  /// - Returns: the replacement's events, after this producer's completion.
  @_disfavoredOverload
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Replacement.Value, Error> where Replacement.Error == Never {
    then(replacement.producer)
  }

  /// Waits for this producer to complete, then sends the events of `replacement` — a producer,
  /// a signal, a property or a result — of the same types.
  ///
  /// ```swift
  /// save.then(Result<Int, SaveError>.success(0))
  /// ```
  /// - Parameter replacement: what is started after completion.
  /// - Returns: the replacement's events, after this producer's completion.
  @_disfavoredOverload
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Value, Error> where Replacement.Value == Value, Replacement.Error == Error {
    then(replacement.producer)
  }
}
