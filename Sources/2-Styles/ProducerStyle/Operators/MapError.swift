extension Signal {
  /// Transforms the error of a failure.
  ///
  /// ```swift
  /// signal.mapError { AppError.network($0) }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func mapError<F>(_ transform: @escaping @Sendable (Error) -> F) -> Signal<Value, F> {
    liftRelaying { downstream, _ in MapErrorObserver(downstream, transform) }
  }
}

extension SignalProducer {
  /// Transforms the error of a failure.
  ///
  /// ```swift
  /// request.mapError { AppError.network($0) }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func mapError<F>(_ transform: @escaping @Sendable (Error) -> F) -> SignalProducer<Value, F> {
    lift { downstream, _ in MapErrorObserver(downstream, transform) }
  }
}

extension Signal where Error == Never {
  /// The same signal with an error type it can never send, to combine it with failing ones.
  ///
  /// ```swift
  /// taps.promoteError(URLError.self)
  /// ```
  public func promoteError<F>(_: F.Type = F.self) -> Signal<Value, F> {
    liftRelaying { downstream, _ in MapErrorObserver(downstream) { never -> F in } }
  }
}

extension SignalProducer where Error == Never {
  /// The same producer with an error type it can never send, to combine it with failing ones.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(value: 1).promoteError(URLError.self)
  /// ```
  public func promoteError<F>(_: F.Type = F.self) -> SignalProducer<Value, F> {
    lift { downstream, _ in MapErrorObserver(downstream) { never -> F in } }
  }
}

extension Signal {
  /// Completes instead of failing: the error is dropped.
  ///
  /// ```swift
  /// signal.ignoreError()  // 1, failed → 1, completed
  /// ```
  public func ignoreError() -> Signal<Value, Never> {
    liftRelaying { downstream, _ in IgnoreErrorObserver(downstream) }
  }
}

extension SignalProducer {
  /// Completes instead of failing: the error is dropped.
  ///
  /// ```swift
  /// request.ignoreError()  // a failed request completes without a value
  /// ```
  public func ignoreError() -> SignalProducer<Value, Never> {
    lift { downstream, _ in IgnoreErrorObserver(downstream) }
  }
}

/// Passes values and the other terminal events on, and transforms a failure's error.
private final class MapErrorObserver<Value, Error: Swift.Error, F: Swift.Error>: Signal<Value, Error>.Observer,
  // Safety: called serially by the delivery end upstream.
  @unchecked Sendable
{
  private let downstream: Signal<Value, F>.Observer
  private let transform: @Sendable (Error) -> F

  init(_ downstream: Signal<Value, F>.Observer, _ transform: @escaping @Sendable (Error) -> F) {
    self.downstream = downstream
    self.transform = transform
    super.init()
  }

  override func receive(_ value: Value) { downstream.receive(value) }
  override func receive(failed error: Error) { downstream.receive(failed: transform(error)) }
  override func receiveCompleted() { downstream.receiveCompleted() }
  override func receiveInterrupted() { downstream.receiveInterrupted() }
  override func batch(_ body: () -> Void) { downstream.batch(body) }
}

/// Turns a failure into completion.
// Safety: called serially by the delivery end upstream.
private final class IgnoreErrorObserver<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  private let downstream: Signal<Value, Never>.Observer

  init(_ downstream: Signal<Value, Never>.Observer) {
    self.downstream = downstream
    super.init()
  }

  override func receive(_ value: Value) { downstream.receive(value) }
  override func receive(failed error: Error) { downstream.receiveCompleted() }
  override func receiveCompleted() { downstream.receiveCompleted() }
  override func receiveInterrupted() { downstream.receiveInterrupted() }
  override func batch(_ body: () -> Void) { downstream.batch(body) }
}

extension Signal where Error == Never {
  /// The signal itself: promoting to `Never`, the error it already has, changes nothing.
  ///
  /// ```swift
  /// taps.promoteError(Never.self)  // taps
  /// ```
  /// - Returns: this signal.
  public func promoteError(_: Error.Type = Error.self) -> Signal<Value, Error> { self }
}

extension SignalProducer where Error == Never {
  /// The producer itself: promoting to `Never`, the error it already has, changes nothing.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(value: 1).promoteError(Never.self)  // the same producer
  /// ```
  /// - Returns: this producer.
  public func promoteError(_: Error.Type = Error.self) -> SignalProducer<Value, Error> { self }
}
