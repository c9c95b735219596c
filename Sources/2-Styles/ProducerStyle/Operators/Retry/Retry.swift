extension SignalProducer {
  /// Starts the producer again after a failure, up to `count` more times; the last failure is
  /// passed on. Values of the failed attempts are passed on as they come.
  ///
  /// ```swift
  /// request.retry(upTo: 2)  // at most three attempts
  /// ```
  public func retry(upTo count: Int) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "retry(upTo:) requires a count of zero or more")
    let start = startHandler
    return SignalProducer.bounded({ downstream, lifetime in
      RetryObserver(interruptibleOutput(downstream, in: lifetime), lifetime, start, retries: count).attempt()
    })
  }
}

/// Runs each attempt in a lifetime of its own, so a failed attempt's resources are released as
/// its failure passes.
// Safety: called serially by the delivery end upstream: an attempt starts only after the
// previous one has failed.
private final class RetryObserver<Value, Error: Swift.Error>: OperatorObserver<Value, Value, Error>, @unchecked Sendable
{
  private let lifetime: Lifetime
  private let start: @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void
  private var retries: Int

  init(
    _ downstream: Signal<Value, Error>.Observer, _ lifetime: Lifetime,
    _ start: @escaping @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void, retries: Int
  ) {
    self.lifetime = lifetime
    self.start = start
    self.retries = retries
    super.init(downstream)
  }

  // Each attempt is a run of its own: a failed attempt's lifetime ends as its failure passes,
  // right after the next attempt has started, as ReactiveSwift's nested `flatMapError` does.
  func attempt() { runOwningLifetime(start, self, in: lifetime) }

  override func receive(_ value: Value) { downstream.receive(value) }

  override func receive(failed error: Error) {
    guard retries > 0, !lifetime.hasEnded else {
      downstream.receive(failed: error)
      return
    }
    retries -= 1
    attempt()
  }
}
