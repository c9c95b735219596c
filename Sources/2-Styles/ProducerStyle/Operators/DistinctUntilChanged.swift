extension Signal {
  /// Drops each value equivalent to the one before it, by `isEquivalent`.
  ///
  /// ```swift
  /// signal.skipRepeats { $0.id == $1.id }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func skipRepeats(_ isEquivalent: @escaping @Sendable (Value, Value) -> Bool) -> Signal<
    Value, Error
  > {
    liftRelaying { downstream, _ in SkipRepeatsObserver(downstream, isEquivalent) }
  }
}

extension Signal where Value: Equatable & SendableMetatype {
  /// Drops each value equal to the one before it.
  ///
  /// ```swift
  /// signal.skipRepeats()  // 1, 1, 2, 1 → 1, 2, 1
  /// ```
  public func skipRepeats() -> Signal<Value, Error> { skipRepeats(==) }
}

extension SignalProducer {
  /// Drops each value equivalent to the one before it, by `isEquivalent`.
  @available(swift, introduced: 6)
  @preconcurrency public func skipRepeats(_ isEquivalent: @escaping @Sendable (Value, Value) -> Bool) -> SignalProducer<
    Value, Error
  > {
    lift { downstream, _ in SkipRepeatsObserver(downstream, isEquivalent) }
  }
}

extension SignalProducer where Value: Equatable & SendableMetatype {
  /// Drops each value equal to the one before it.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 1, 2, 1).skipRepeats()  // 1, 2, 1, completed
  /// ```
  public func skipRepeats() -> SignalProducer<Value, Error> { skipRepeats(==) }
}

private final class SkipRepeatsObserver<Value, Error: Swift.Error>: OperatorObserver<Value, Value, Error>,
  // Safety: as OperatorObserver; `previous` is touched only by the serial delivery of values.
  @unchecked Sendable
{
  private var previous: Value?
  private let isEquivalent: @Sendable (Value, Value) -> Bool

  init(_ downstream: Signal<Value, Error>.Observer, _ isEquivalent: @escaping @Sendable (Value, Value) -> Bool) {
    self.isEquivalent = isEquivalent
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    if let previous, isEquivalent(previous, value) { return }
    previous = value
    downstream.receive(value)
  }
}
