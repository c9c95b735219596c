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
      RetryObserver(interruptibleOutput(downstream, in: lifetime), lifetime, start, restarts: count).attempt()
    })
  }
}

/// Runs each attempt in a lifetime of its own, so a failed attempt's resources are released as
/// its failure passes.
// Safety: as RestartingObserver.
private final class RetryObserver<Value, Error: Swift.Error>: RestartingObserver<Value, Error>, @unchecked Sendable {
  // Each attempt is a run of its own: a failed attempt's lifetime ends as its failure passes,
  // right after the next attempt has started, as ReactiveSwift's nested `flatMapError` does.
  func attempt() { startSource() }

  override func receive(failed error: Error) {
    guard takeRestart() else {
      downstream.receive(failed: error)
      return
    }
    attempt()
  }
}
