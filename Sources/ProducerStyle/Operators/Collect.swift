extension Signal {
  /// Collects every value into one array, sent when the signal completes (empty if no value came).
  ///
  /// ```swift
  /// signal.collect()  // 1, 2, 3, completed → [1, 2, 3], completed
  /// ```
  public func collect() -> Signal<[Value], Error> {
    lift { downstream, _ in CollectObserver(downstream, count: nil) }
  }

  /// Sends the values in arrays of `count`; on completion, sends what remains if anything.
  public func collect(count: Int) -> Signal<[Value], Error> {
    precondition(count > 0, "collect(count:) requires a positive count")
    return lift { downstream, _ in CollectObserver(downstream, count: count) }
  }
}

extension SignalProducer {
  /// Collects every value into one array, sent when the producer completes.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).collect()  // [1, 2, 3], completed
  /// ```
  public func collect() -> SignalProducer<[Value], Error> {
    lift { downstream, _ in CollectObserver(downstream, count: nil) }
  }

  /// Sends the values in arrays of `count`; on completion, sends what remains if anything.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).collect(count: 2)  // [1, 2], [3], completed
  /// ```
  public func collect(count: Int) -> SignalProducer<[Value], Error> {
    precondition(count > 0, "collect(count:) requires a positive count")
    return lift { downstream, _ in CollectObserver(downstream, count: count) }
  }
}

private final class CollectObserver<Value, Error: Swift.Error>: OperatorObserver<Value, [Value], Error>,
  // Safety: as OperatorObserver; `values` is touched only by the serial delivery of events.
  @unchecked Sendable
{
  private var values: [Value] = []
  private let count: Int?

  init(_ downstream: Signal<[Value], Error>.Observer, count: Int?) {
    self.count = count
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    values.append(value)
    if let count, values.count == count {
      let full = values
      values = []
      downstream.receive(full)
    }
  }

  override func receiveCompleted() {
    if count == nil || !values.isEmpty { downstream.receive(values) }
    values = []
    downstream.receiveCompleted()
  }
}
