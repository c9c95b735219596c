extension Signal {
  /// Transforms each value with `transform`, failing with its error when it returns a failure.
  ///
  /// ```swift
  /// lines.attemptMap { line in Result { try parse(line) }.mapError(ParseError.init) }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func attemptMap<U>(_ transform: @escaping @Sendable (Value) -> Result<U, Error>) -> Signal<
    U, Error
  > {
    liftRelaying { downstream, _ in AttemptMapObserver(downstream, transform) }
  }

  /// Runs `action` with each value, failing with its error when it returns a failure.
  @available(swift, introduced: 6)
  @preconcurrency public func attempt(_ action: @escaping @Sendable (Value) -> Result<(), Error>) -> Signal<
    Value, Error
  > {
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
  @available(swift, introduced: 6)
  @preconcurrency public func attemptMap<U>(_ transform: @escaping @Sendable (Value) -> Result<U, Error>)
    -> SignalProducer<U, Error>
  {
    lift { downstream, _ in AttemptMapObserver(downstream, transform) }
  }

  /// Runs `action` with each value, failing with its error when it returns a failure.
  @available(swift, introduced: 6)
  @preconcurrency public func attempt(_ action: @escaping @Sendable (Value) -> Result<(), Error>) -> SignalProducer<
    Value, Error
  > {
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

extension Signal where Error == Never {
  /// Runs `action` with each value, failing with what it throws: the result can fail with any
  /// error.
  ///
  /// ```swift
  /// files.attempt { try validate($0) }  // Signal<URL, Never> → Signal<URL, any Error>
  /// ```
  /// - Parameter action: the check for each value.
  /// - Returns: a signal that fails at the first error thrown.
  @available(swift, introduced: 6)
  @preconcurrency public func attempt(_ action: @escaping @Sendable (Value) throws -> Void) -> Signal<
    Value, Swift.Error
  > {
    promoteError(Swift.Error.self).attempt(action)
  }

  /// Transforms each value with `transform`, failing with what it throws.
  ///
  /// ```swift
  /// lines.attemptMap { try JSONDecoder().decode(Item.self, from: $0) }
  /// ```
  /// - Parameter transform: the transformation for each value.
  /// - Returns: a signal that fails at the first error thrown.
  @available(swift, introduced: 6)
  @preconcurrency public func attemptMap<U>(_ transform: @escaping @Sendable (Value) throws -> U) -> Signal<
    U, Swift.Error
  > {
    promoteError(Swift.Error.self).attemptMap(transform)
  }
}

extension Signal where Error == Swift.Error {
  /// Runs `action` with each value, failing with what it throws.
  ///
  /// ```swift
  /// files.attempt { try validate($0) }
  /// ```
  /// - Parameter action: the check for each value.
  /// - Returns: a signal that fails at the first error thrown.
  @available(swift, introduced: 6)
  @preconcurrency public func attempt(_ action: @escaping @Sendable (Value) throws -> Void) -> Signal<
    Value, Swift.Error
  > {
    attemptMap { value in
      try action(value)
      return value
    }
  }

  /// Transforms each value with `transform`, failing with what it throws.
  ///
  /// ```swift
  /// lines.attemptMap { try parse($0) }
  /// ```
  /// - Parameter transform: the transformation for each value.
  /// - Returns: a signal that fails at the first error thrown.
  @available(swift, introduced: 6)
  @preconcurrency public func attemptMap<U>(_ transform: @escaping @Sendable (Value) throws -> U) -> Signal<
    U, Swift.Error
  > {
    attemptMap { value in Result { try transform(value) } }
  }
}

extension SignalProducer where Error == Never {
  /// Runs `action` with each value, failing with what it throws.
  ///
  /// ```swift
  /// SignalProducer(values: 1, -1).attempt { if $0 < 0 { throw RangeError() } }  // 1, failed(RangeError)
  /// ```
  /// - Parameter action: the check for each value.
  /// - Returns: a producer that fails at the first error thrown.
  @available(swift, introduced: 6)
  @preconcurrency public func attempt(_ action: @escaping @Sendable (Value) throws -> Void) -> SignalProducer<
    Value, Swift.Error
  > {
    promoteError(Swift.Error.self).attempt(action)
  }

  /// Transforms each value with `transform`, failing with what it throws.
  ///
  /// ```swift
  /// SignalProducer(values: "1", "x").attemptMap { try parse($0) }  // 1, failed(…)
  /// ```
  /// - Parameter transform: the transformation for each value.
  /// - Returns: a producer that fails at the first error thrown.
  @available(swift, introduced: 6)
  @preconcurrency public func attemptMap<U>(_ transform: @escaping @Sendable (Value) throws -> U) -> SignalProducer<
    U, Swift.Error
  > {
    promoteError(Swift.Error.self).attemptMap(transform)
  }
}

extension SignalProducer where Error == Swift.Error {
  /// Runs `action` with each value, failing with what it throws.
  ///
  /// ```swift
  /// downloads.attempt { try checkDigest($0) }
  /// ```
  /// - Parameter action: the check for each value.
  /// - Returns: a producer that fails at the first error thrown.
  @available(swift, introduced: 6)
  @preconcurrency public func attempt(_ action: @escaping @Sendable (Value) throws -> Void) -> SignalProducer<
    Value, Swift.Error
  > {
    attemptMap { value in
      try action(value)
      return value
    }
  }

  /// Transforms each value with `transform`, failing with what it throws.
  ///
  /// ```swift
  /// downloads.attemptMap { try JSONDecoder().decode(Item.self, from: $0) }
  /// ```
  /// - Parameter transform: the transformation for each value.
  /// - Returns: a producer that fails at the first error thrown.
  @available(swift, introduced: 6)
  @preconcurrency public func attemptMap<U>(_ transform: @escaping @Sendable (Value) throws -> U) -> SignalProducer<
    U, Swift.Error
  > {
    attemptMap { value in Result { try transform(value) } }
  }
}
