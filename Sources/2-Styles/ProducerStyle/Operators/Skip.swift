extension Signal {
  /// Drops the first `count` values.
  ///
  /// ```swift
  /// signal.skip(first: 1)  // 1, 2, 3 → 2, 3
  /// ```
  public func skip(first count: Int) -> Signal<Value, Error> {
    precondition(count >= 0, "skip(first:) requires a count of zero or more")
    return liftRelaying { downstream, _ in SkipObserver(downstream, count: count, while: nil) }
  }

  /// Drops values while `shouldContinue` returns true, then sends every value.
  @available(swift, introduced: 6)
  @preconcurrency public func skip(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> Signal<Value, Error> {
    liftRelaying { downstream, _ in SkipObserver(downstream, count: 0, while: shouldContinue) }
  }
}

extension SignalProducer {
  /// Drops the first `count` values.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).skip(first: 1)  // 2, 3, completed
  /// ```
  public func skip(first count: Int) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "skip(first:) requires a count of zero or more")
    return lift { downstream, _ in SkipObserver(downstream, count: count, while: nil) }
  }

  /// Drops values while `shouldContinue` returns true, then sends every value.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 5, 1).skip(while: { $0 < 3 })  // 5, 1, completed
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func skip(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> SignalProducer<
    Value, Error
  > {
    lift { downstream, _ in SkipObserver(downstream, count: 0, while: shouldContinue) }
  }
}

// Safety: as OperatorObserver; the counters are touched only by the serial delivery of values.
private final class SkipObserver<Value, Error: Swift.Error>: OperatorObserver<Value, Value, Error>, @unchecked Sendable
{
  private var remaining: Int
  private var shouldSkip: (@Sendable (Value) -> Bool)?

  init(_ downstream: Signal<Value, Error>.Observer, count: Int, while shouldSkip: (@Sendable (Value) -> Bool)?) {
    remaining = count
    self.shouldSkip = shouldSkip
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    if remaining > 0 {
      remaining -= 1
      return
    }
    if let shouldSkip {
      if shouldSkip(value) { return }
      self.shouldSkip = nil
    }
    downstream.receive(value)
  }
}
