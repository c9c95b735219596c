import StyleInternals

extension Signal {
  /// Sends each value paired with the one before it; the first value is paired with `initial`.
  ///
  /// ```swift
  /// signal.combinePrevious(0)  // 1, 2 → (0, 1), (1, 2)
  /// ```
  /// - Parameter initial: the "previous" value of the first value.
  /// - Returns: a signal of (previous, current) pairs.
  public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
    let initial = Captured(initial)
    return liftRelaying { downstream, _ in CombinePreviousObserver(downstream, initial.value) }
  }

  /// Sends each value, from the second on, paired with the one before it.
  ///
  /// ```swift
  /// signal.combinePrevious()  // 1, 2, 3 → (1, 2), (2, 3)
  /// ```
  /// - Returns: a signal of (previous, current) pairs.
  public func combinePrevious() -> Signal<(Value, Value), Error> {
    liftRelaying { downstream, _ in CombinePreviousObserver(downstream, nil) }
  }
}

extension SignalProducer {
  /// Sends each value paired with the one before it; the first value is paired with `initial`.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).combinePrevious(0)  // (0, 1), (1, 2), completed
  /// ```
  /// - Parameter initial: the "previous" value of the first value.
  /// - Returns: a producer of (previous, current) pairs.
  public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
    let initial = Captured(initial)
    return lift { downstream, _ in CombinePreviousObserver(downstream, initial.value) }
  }

  /// Sends each value, from the second on, paired with the one before it.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).combinePrevious()  // (1, 2), (2, 3), completed
  /// ```
  /// - Returns: a producer of (previous, current) pairs.
  public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
    lift { downstream, _ in CombinePreviousObserver(downstream, nil) }
  }
}

private final class CombinePreviousObserver<Value, Error: Swift.Error>: OperatorObserver<Value, (Value, Value), Error>,
  // Safety: as OperatorObserver; `previous` is touched only by the serial delivery of values.
  @unchecked Sendable
{
  private var previous: Value?

  init(_ downstream: Signal<(Value, Value), Error>.Observer, _ initial: Value?) {
    previous = initial
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    let last = previous
    previous = value
    if let last { downstream.receive((last, value)) }
  }
}
