extension Signal {
  /// Observes every event with `action`.
  /// - Returns: a disposable that stops the observation, or `nil` when the signal had terminated.
  @discardableResult
  public func observe(_ action: @escaping Observer.Action) -> (any Disposable)? {
    observe(Observer(action))
  }

  /// Observes the values.
  ///
  /// ```swift
  /// signal.observeValues { print($0) }
  /// ```
  /// - Returns: a disposable that stops the observation, or `nil` when the signal had terminated.
  @discardableResult
  public func observeValues(_ action: @escaping (Value) -> Void) -> (any Disposable)? {
    observe(ValueObserver(action))
  }

  /// Observes values and failure as results.
  /// - Returns: a disposable that stops the observation, or `nil` when the signal had terminated.
  @discardableResult
  public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> (any Disposable)? {
    observe(Observer(value: { action(.success($0)) }, failed: { action(.failure($0)) }))
  }

  /// Observes completion.
  /// - Returns: a disposable that stops the observation, or `nil` when the signal had terminated.
  @discardableResult
  public func observeCompleted(_ action: @escaping () -> Void) -> (any Disposable)? {
    observe(Observer(completed: action))
  }

  /// Observes failure.
  /// - Returns: a disposable that stops the observation, or `nil` when the signal had terminated.
  @discardableResult
  public func observeFailed(_ action: @escaping (Error) -> Void) -> (any Disposable)? {
    observe(Observer(failed: action))
  }

  /// Observes interruption.
  /// - Returns: a disposable that stops the observation, or `nil` when the signal had terminated.
  @discardableResult
  public func observeInterrupted(_ action: @escaping () -> Void) -> (any Disposable)? {
    observe(Observer(interrupted: action))
  }
}

/// An observer of values alone: calls its closure without building an `Event` per value.
@usableFromInline
// Safety: called serially by the signal or producer that delivers to it.
final class ValueObserver<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  @usableFromInline let action: (Value) -> Void

  @inlinable
  init(_ action: @escaping (Value) -> Void) {
    self.action = action
    super.init()
  }

  override func receive(_ value: Value) { action(value) }
  override func receive(failed error: Error) {}
  override func receiveCompleted() {}
  override func receiveInterrupted() {}
}
