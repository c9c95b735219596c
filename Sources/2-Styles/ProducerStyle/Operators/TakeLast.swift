import StyleInternals

extension Signal {
  /// Sends the last `count` values once the signal completes.
  ///
  /// ```swift
  /// signal.take(last: 2)  // 1, 2, 3, completed → 2, 3, completed
  /// ```
  public func take(last count: Int) -> Signal<Value, Error> {
    precondition(count >= 0, "take(last:) requires a count of zero or more")
    return liftRelaying { downstream, _ in TakeLastObserver(downstream, count) }
  }
}

extension SignalProducer {
  /// Sends the last `count` values once the producer completes.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).take(last: 2)  // 2, 3, completed
  /// ```
  public func take(last count: Int) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "take(last:) requires a count of zero or more")
    return lift { downstream, _ in TakeLastObserver(downstream, count) }
  }
}

private final class TakeLastObserver<Value, Error: Swift.Error>: OperatorObserver<Value, Value, Error>,
  // Safety: as OperatorObserver; `buffer` is touched only by the serial delivery of events.
  @unchecked Sendable
{
  private var buffer: FIFOBuffer<Value>
  private let count: Int

  init(_ downstream: Signal<Value, Error>.Observer, _ count: Int) {
    self.count = count
    buffer = FIFOBuffer()
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    guard count > 0 else { return }
    if buffer.count == count { _ = buffer.popFirst() }
    buffer.append(value)
  }

  override func receiveCompleted() {
    while let value = buffer.popFirst() { downstream.receive(value) }
    downstream.receiveCompleted()
  }
}
