extension Signal {
  /// Replaces a failure with the events of the producer `handler` returns for its error.
  ///
  /// ```swift
  /// signal.flatMapError { _ in SignalProducer(value: fallback) }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func flatMapError<F>(
    _ handler: @escaping @Sendable (Error) -> SignalProducer<Value, F>
  ) -> Signal<Value, F> {
    lift { downstream, lifetime in FlatMapErrorObserver(downstream, lifetime, handler) }
  }
}

extension SignalProducer {
  /// Replaces a failure with the events of the producer `handler` returns for its error.
  ///
  /// ```swift
  /// request.flatMapError { _ in SignalProducer(value: cached) }
  /// request.flatMapError { _ in .empty }  // a failure becomes completion
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func flatMapError<F>(
    _ handler: @escaping @Sendable (Error) -> SignalProducer<Value, F>
  ) -> SignalProducer<Value, F> {
    liftOwningUpstream { downstream, lifetime in FlatMapErrorObserver(downstream, lifetime, handler) }
  }
}

extension Signal {
  /// Replaces a failure with the events of what `handler` returns for its error: a producer,
  /// a signal, a property or a result.
  ///
  /// ```swift
  /// signal.flatMapError { _ in Result<Int, Never>.success(0) }
  /// ```
  /// - Parameter handler: gives the replacement for the error.
  /// - Returns: this signal's values, then the replacement's events after a failure.
  @available(swift, introduced: 6)
  @_disfavoredOverload
  @preconcurrency public func flatMapError<Inner: SignalProducerConvertible>(
    _ handler: @escaping @Sendable (Error) -> Inner
  ) -> Signal<Value, Inner.Error> where Inner.Value == Value {
    flatMapError { handler($0).producer }
  }
}

extension SignalProducer {
  /// Replaces a failure with the events of what `handler` returns for its error: a producer,
  /// a signal, a property or a result.
  ///
  /// ```swift
  /// request.flatMapError { _ in cachedProperty }  // cachedProperty: Property<Data>
  /// ```
  /// - Parameter handler: gives the replacement for the error.
  /// - Returns: this producer's values, then the replacement's events after a failure.
  @available(swift, introduced: 6)
  @_disfavoredOverload
  @preconcurrency public func flatMapError<Inner: SignalProducerConvertible>(
    _ handler: @escaping @Sendable (Error) -> Inner
  ) -> SignalProducer<Value, Inner.Error> where Inner.Value == Value {
    flatMapError { handler($0).producer }
  }
}

/// Forwards events; on failure, starts the replacement producer into the downstream observer.
private final class FlatMapErrorObserver<Value, Error: Swift.Error, F: Swift.Error>: Signal<Value, Error>.Observer,
  // Safety: called serially by the delivery end upstream; after the failure only the replacement
  // sends downstream.
  @unchecked Sendable
{
  private let downstream: Signal<Value, F>.Observer
  private let lifetime: Lifetime
  private let handler: @Sendable (Error) -> SignalProducer<Value, F>

  init(
    _ downstream: Signal<Value, F>.Observer, _ lifetime: Lifetime,
    _ handler: @escaping @Sendable (Error) -> SignalProducer<Value, F>
  ) {
    self.downstream = downstream
    self.lifetime = lifetime
    self.handler = handler
    super.init()
  }

  override func receive(_ value: Value) { downstream.receive(value) }
  override func receive(failed error: Error) {
    handler(error).startRun(downstream, in: lifetime)
  }
  override func receiveCompleted() { downstream.receiveCompleted() }
  override func receiveInterrupted() { downstream.receiveInterrupted() }
  override func batch(_ body: () -> Void) { downstream.batch(body) }
}
