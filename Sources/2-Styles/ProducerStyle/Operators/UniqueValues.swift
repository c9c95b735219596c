extension Signal {
  /// Sends each value whose identity, given by `transform`, has not been seen before.
  ///
  /// Keeps every identity seen, so memory grows with the number of distinct values.
  @available(swift, introduced: 6)
  @preconcurrency public func uniqueValues<Identity: Hashable & SendableMetatype>(
    _ transform: @escaping @Sendable (Value) -> Identity
  )
    -> Signal<
      Value, Error
    >
  {
    liftRelaying { downstream, _ in UniqueValuesObserver(downstream, transform) }
  }
}

extension Signal where Value: Hashable & SendableMetatype {
  /// Sends each value not seen before.
  ///
  /// ```swift
  /// signal.uniqueValues()  // 1, 2, 1, 3 → 1, 2, 3
  /// ```
  public func uniqueValues() -> Signal<Value, Error> { uniqueValues { $0 } }
}

extension SignalProducer {
  /// Sends each value whose identity, given by `transform`, has not been seen before.
  @available(swift, introduced: 6)
  @preconcurrency public func uniqueValues<Identity: Hashable & SendableMetatype>(
    _ transform: @escaping @Sendable (Value) -> Identity
  ) -> SignalProducer<Value, Error> {
    lift { downstream, _ in UniqueValuesObserver(downstream, transform) }
  }
}

extension SignalProducer where Value: Hashable & SendableMetatype {
  /// Sends each value not seen before.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 1, 3).uniqueValues()  // 1, 2, 3, completed
  /// ```
  public func uniqueValues() -> SignalProducer<Value, Error> { uniqueValues { $0 } }
}

private final class UniqueValuesObserver<Value, Identity: Hashable, Error: Swift.Error>: OperatorObserver<
  Value, Value, Error
  // Safety: as OperatorObserver; `seen` is touched only by the serial delivery of values.
>, @unchecked Sendable
{
  private var seen: Set<Identity> = []
  private let transform: @Sendable (Value) -> Identity

  init(_ downstream: Signal<Value, Error>.Observer, _ transform: @escaping @Sendable (Value) -> Identity) {
    self.transform = transform
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    if seen.insert(transform(value)).inserted { downstream.receive(value) }
  }
}
