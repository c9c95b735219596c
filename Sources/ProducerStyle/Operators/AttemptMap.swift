extension Signal {
  /// Transforms each value with `transform`, failing with its error when it returns a failure.
  ///
  /// ```swift
  /// lines.attemptMap { line in Result { try parse(line) }.mapError(ParseError.init) }
  /// ```
  public func attemptMap<U>(_ transform: @escaping @Sendable (Value) -> Result<U, Error>) -> Signal<U, Error> {
    lift { downstream, _ in AttemptMapObserver(downstream, transform) }
  }

  /// Runs `action` with each value, failing with its error when it returns a failure.
  public func attempt(_ action: @escaping @Sendable (Value) -> Result<(), Error>) -> Signal<Value, Error> {
    attemptMap { value in action(value).map { value } }
  }
}

extension SignalProducer {
  /// Transforms each value with `transform`, failing with its error when it returns a failure.
  ///
  /// ```swift
  /// SignalProducer(values: "1", "x").attemptMap { Int($0).map(Result.success) ?? .failure(.notANumber) }
  /// // 1, failed(.notANumber)
  /// ```
  public func attemptMap<U>(_ transform: @escaping @Sendable (Value) -> Result<U, Error>) -> SignalProducer<U, Error> {
    lift { downstream, _ in AttemptMapObserver(downstream, transform) }
  }

  /// Runs `action` with each value, failing with its error when it returns a failure.
  public func attempt(_ action: @escaping @Sendable (Value) -> Result<(), Error>) -> SignalProducer<Value, Error> {
    attemptMap { value in action(value).map { value } }
  }
}

private final class AttemptMapObserver<Value, U, Error: Swift.Error>: EndingObserver<Value, U, Error>,
  // Safety: as EndingObserver.
  @unchecked Sendable
{
  private let transform: @Sendable (Value) -> Result<U, Error>

  init(_ downstream: Signal<U, Error>.Observer, _ transform: @escaping @Sendable (Value) -> Result<U, Error>) {
    self.transform = transform
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    guard !isDone else { return }
    switch transform(value) {
    case .success(let transformed): downstream.receive(transformed)
    case .failure(let error): receive(failed: error)
    }
  }
}
