extension Signal {
  /// Turns values into successes and a failure into a final `failure` value followed by
  /// completion, so the result cannot fail.
  ///
  /// ```swift
  /// signal.materializeResults()  // 1, failed(e) → .success(1), .failure(e), completed
  /// ```
  /// - Returns: a signal of results; interruption passes through.
  public func materializeResults() -> Signal<Result<Value, Error>, Never> {
    liftRelaying { downstream, _ in MaterializeResultsObserver(downstream) }
  }
}

extension SignalProducer {
  /// Turns values into successes and a failure into a final `failure` value followed by
  /// completion, so the result cannot fail.
  ///
  /// ```swift
  /// SignalProducer<Int, TestError>(error: .boom).materializeResults()  // .failure(.boom), completed
  /// ```
  /// - Returns: a producer of results; interruption passes through.
  public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
    lift { downstream, _ in MaterializeResultsObserver(downstream) }
  }
}

extension Signal where Error == Never {
  /// Turns successes back into values and a `failure` into a failure: the inverse of
  /// ``Signal/materializeResults()``.
  ///
  /// ```swift
  /// results.dematerializeResults()  // .success(1), .failure(e) → 1, failed(e)
  /// ```
  /// - Returns: a signal that fails at the first `failure`.
  public func dematerializeResults<Success, Failure>() -> Signal<Success, Failure>
  where Value == Result<Success, Failure> {
    liftRelaying { downstream, _ in DematerializeResultsObserver(downstream) }
  }
}

extension SignalProducer where Error == Never {
  /// Turns successes back into values and a `failure` into a failure.
  ///
  /// ```swift
  /// SignalProducer(value: Result<Int, TestError>.failure(.boom)).dematerializeResults()  // failed(.boom)
  /// ```
  /// - Returns: a producer that fails at the first `failure`.
  public func dematerializeResults<Success, Failure>() -> SignalProducer<Success, Failure>
  where Value == Result<Success, Failure> {
    lift { downstream, _ in DematerializeResultsObserver(downstream) }
  }
}

private final class MaterializeResultsObserver<Value, Error: Swift.Error>: Signal<Value, Error>.Observer,
  // Safety: called serially by the delivery end upstream.
  @unchecked Sendable
{
  private let downstream: Signal<Result<Value, Error>, Never>.Observer

  init(_ downstream: Signal<Result<Value, Error>, Never>.Observer) {
    self.downstream = downstream
    super.init()
  }

  override func receive(_ value: Value) { downstream.receive(.success(value)) }
  override func receive(failed error: Error) {
    downstream.receive(.failure(error))
    downstream.receiveCompleted()
  }
  override func receiveCompleted() { downstream.receiveCompleted() }
  override func receiveInterrupted() { downstream.receiveInterrupted() }
  override func batch(_ body: () -> Void) { downstream.batch(body) }
}

private final class DematerializeResultsObserver<Success, Failure: Swift.Error>:
  Signal<Result<Success, Failure>, Never>.Observer,
  // Safety: called serially by the delivery end upstream; `isDone` only by that delivery.
  @unchecked Sendable
{
  private let downstream: Signal<Success, Failure>.Observer
  private var isDone = false

  init(_ downstream: Signal<Success, Failure>.Observer) {
    self.downstream = downstream
    super.init()
  }

  override func receive(_ value: Result<Success, Failure>) {
    guard !isDone else { return }
    switch value {
    case .success(let success): downstream.receive(success)
    case .failure(let failure):
      isDone = true
      downstream.receive(failed: failure)
    }
  }
  override func receiveCompleted() { downstream.receiveCompleted() }
  override func receiveInterrupted() { downstream.receiveInterrupted() }
  override func batch(_ body: () -> Void) { downstream.batch(body) }
}
