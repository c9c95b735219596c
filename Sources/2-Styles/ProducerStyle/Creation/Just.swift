import StyleInternals

extension SignalProducer {
  /// Creates a producer that sends `value`, then completes.
  @inlinable
  public init(value: Value) {
    self = .just(value)
  }

  @inlinable
  static func just(_ value: Value) -> SignalProducer {
    let value = Captured(value)
    return .serial({ observer, _ in
      observer.receive(value.value)
      observer.receiveCompleted()
    })
  }

  /// Creates a producer that fails with `error` at once.
  public init(error: Error) {
    let error = Captured(error)
    self = .serial({ observer, _ in observer.receive(failed: error.value) })
  }

  /// Creates a producer that sends the success value and completes, or fails with the failure.
  public init(result: Result<Value, Error>) {
    switch result {
    case .success(let value): self.init(value: value)
    case .failure(let error): self.init(error: error)
    }
  }

  /// Creates a producer that calls `action` on each start, sends its result and completes.
  @available(swift, introduced: 6)
  @preconcurrency public init(_ action: @escaping @Sendable () -> Value) {
    self = .serial({ observer, _ in
      observer.receive(action())
      observer.receiveCompleted()
    })
  }

  /// Creates a producer that calls `action` on each start and sends its success value and
  /// completes, or fails with its failure.
  @available(swift, introduced: 6)
  @preconcurrency public init(_ action: @escaping @Sendable () -> Result<Value, Error>) {
    self = .serial({ observer, _ in
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
  @available(swift, introduced: 6)
  @preconcurrency public init(_ action: @escaping @Sendable () throws -> Value) {
    self.init { () -> Result<Value, Swift.Error> in Result { try action() } }
  }
}

// The same initializers again where the producer cannot fail, as ReactiveSwift has them: where
// nothing else names the error type (`SignalProducer(value: 1)`, `flatMapError { _ in .init(value: 0) }`),
// these are the ones that apply, so the error type is inferred as `Never`.
extension SignalProducer where Error == Never {
  /// Creates a producer that sends `value`, then completes; it cannot fail.
  ///
  /// ```swift
  /// let one = SignalProducer(value: 1)  // SignalProducer<Int, Never>
  /// ```
  /// - Parameter value: the value each start sends.
  @inlinable
  public init(value: Value) {
    self = .just(value)
  }
}

extension Result: SignalProducerConvertible {
  /// A producer that sends the success value and completes, or fails with the failure: a result
  /// can stand wherever a producer is expected (`flatMap`, `then`, `<~`…).
  public var producer: SignalProducer<Success, Failure> { SignalProducer(result: self) }
}

// Internal, as in ReactiveSwift: code written against its `@testable import` reads results this way.
extension Result {
  init(success: Success) { self = .success(success) }

  init(failure: Failure) { self = .failure(failure) }

  /// The success value, or `nil` for a failure.
  var value: Success? {
    guard case .success(let value) = self else { return nil }
    return value
  }

  /// The failure, or `nil` for a success.
  var error: Failure? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}
