extension Signal {
  /// Sends the first `count` values, then completes. With a `count` of zero the result has
  /// already ended: observing it sends `interrupted`.
  ///
  /// ```swift
  /// signal.take(first: 2)  // 1, 2, 3 → 1, 2, completed
  /// ```
  public func take(first count: Int) -> Signal<Value, Error> {
    precondition(count >= 0, "take(first:) requires a count of zero or more")
    return liftRelaying { downstream, _ in TakeFirstObserver(downstream, count) }
  }

  /// Sends values while `shouldContinue` returns true; completes at the first value it rejects.
  @available(swift, introduced: 6)
  @preconcurrency public func take(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> Signal<Value, Error> {
    liftRelaying { downstream, _ in TakeWhileObserver(downstream, shouldContinue) }
  }
}

extension SignalProducer {
  /// Sends the first `count` values, then completes; the rest of the run is disposed. With a
  /// `count` of zero each run is interrupted at once.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).take(first: 2)  // 1, 2, completed
  /// ```
  public func take(first count: Int) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "take(first:) requires a count of zero or more")
    // Nothing to take: the source never starts, as in ReactiveSwift.
    guard count > 0 else { return .serial({ observer, _ in observer.receiveInterrupted() }) }
    return lift { downstream, _ in TakeFirstObserver(downstream, count) }
  }

  /// Sends values while `shouldContinue` returns true; completes at the first value it rejects.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 5, 1).take(while: { $0 < 3 })  // 1, 2, completed
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func take(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> SignalProducer<
    Value, Error
  > {
    lift { downstream, _ in TakeWhileObserver(downstream, shouldContinue) }
  }
}

/// The base of operators that may end the stream early: ignores everything after that.
// Safety: as OperatorObserver; `isDone` is touched only by the serial delivery of events.
class EndingObserver<Value, Output, Error: Swift.Error>: OperatorObserver<Value, Output, Error>, @unchecked Sendable {
  final var isDone = false

  final func complete() {
    guard !isDone else { return }
    isDone = true
    downstream.receiveCompleted()
  }

  override func receive(failed error: Error) {
    guard !isDone else { return }
    isDone = true
    downstream.receive(failed: error)
  }

  override func receiveCompleted() { complete() }

  override func receiveInterrupted() {
    guard !isDone else { return }
    isDone = true
    downstream.receiveInterrupted()
  }
}

private final class TakeFirstObserver<Value, Error: Swift.Error>: EndingObserver<Value, Value, Error>,
  // Safety: as EndingObserver.
  @unchecked Sendable
{
  private var remaining: Int

  init(_ downstream: Signal<Value, Error>.Observer, _ count: Int) {
    remaining = count
    super.init(downstream)
    // Nothing to take: the run is interrupted before its source sends anything, as observing a
    // signal that has already ended is.
    if count == 0 { receiveInterrupted() }
  }

  override func receive(_ value: Value) {
    guard !isDone else { return }
    remaining -= 1
    downstream.receive(value)
    if remaining == 0 { complete() }
  }
}

/// Sends values while a test passes and completes at the first value it rejects: the observer of
/// `take(while:)`, which drops that value, and of `take(until:)`, which sends it first.
// Safety: as EndingObserver.
final class TakeWhileObserver<Value, Error: Swift.Error>: EndingObserver<Value, Value, Error>, @unchecked Sendable {
  private let shouldContinue: @Sendable (Value) -> Bool
  private let sendsRejected: Bool

  init(
    _ downstream: Signal<Value, Error>.Observer, _ shouldContinue: @escaping @Sendable (Value) -> Bool,
    sendsRejected: Bool = false
  ) {
    self.shouldContinue = shouldContinue
    self.sendsRejected = sendsRejected
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    guard !isDone else { return }
    // `take(until:)` sends each value before testing it, as ReactiveSwift does.
    if sendsRejected {
      downstream.receive(value)
      if !shouldContinue(value) { complete() }
    } else if shouldContinue(value) {
      downstream.receive(value)
    } else {
      complete()
    }
  }
}
