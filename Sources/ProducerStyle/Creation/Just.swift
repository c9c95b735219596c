import StyleInternals

extension SignalProducer {
  /// Creates a producer that sends `value`, then completes.
  @inlinable
  public init(value: Value) {
    let value = Captured(value)
    self.init(serial: { observer, _ in
      observer.receive(value.value)
      observer.receiveCompleted()
    })
  }

  /// Creates a producer that fails with `error` at once.
  public init(error: Error) {
    let error = Captured(error)
    self.init(serial: { observer, _ in observer.receive(failed: error.value) })
  }

  /// Creates a producer that sends the success value and completes, or fails with the failure.
  public init(result: Result<Value, Error>) {
    switch result {
    case .success(let value): self.init(value: value)
    case .failure(let error): self.init(error: error)
    }
  }

  /// Creates a producer that calls `action` on each start, sends its result and completes.
  public init(_ action: @escaping @Sendable () -> Value) {
    self.init(serial: { observer, _ in
      observer.receive(action())
      observer.receiveCompleted()
    })
  }

  /// Creates a producer that calls `action` on each start and sends its success value and
  /// completes, or fails with its failure.
  public init(_ action: @escaping @Sendable () -> Result<Value, Error>) {
    self.init(serial: { observer, _ in
      switch action() {
      case .success(let value):
        observer.receive(value)
        observer.receiveCompleted()
      case .failure(let error):
        observer.receive(failed: error)
      }
    })
  }
}

extension SignalProducer where Error == Swift.Error {
  /// Creates a producer that calls `action` on each start and sends its result and completes, or
  /// fails with what it throws.
  ///
  /// ```swift
  /// SignalProducer { try JSONDecoder().decode(Library.self, from: data) }
  /// ```
  /// - Parameter action: the work of each start.
  public init(_ action: @escaping @Sendable () throws -> Value) {
    self.init { () -> Result<Value, Swift.Error> in Result { try action() } }
  }
}

extension Result: SignalProducerConvertible {
  /// A producer that sends the success value and completes, or fails with the failure: a result
  /// can stand wherever a producer is expected (`flatMap`, `then`, `<~`…).
  public var producer: SignalProducer<Success, Failure> { SignalProducer(result: self) }
}
