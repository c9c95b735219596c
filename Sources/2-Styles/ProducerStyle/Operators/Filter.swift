extension Signal {
  /// Sends only the values for which `isIncluded` is true.
  ///
  /// ```swift
  /// signal.filter { $0.isMultiple(of: 2) }  // 1, 2, 3, 4 → 2, 4
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal<Value, Error> {
    liftRelaying { downstream, _ in FilterObserver(downstream, isIncluded) }
  }
}

extension SignalProducer {
  /// Sends only the values for which `isIncluded` is true.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3, 4).filter { $0.isMultiple(of: 2) }  // 2, 4, completed
  /// ```
  @available(swift, introduced: 6)
  @inlinable
  @preconcurrency public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> SignalProducer<Value, Error>
  {
    lift { downstream, _ in FilterObserver(downstream, isIncluded) }
  }
}

@usableFromInline
// Safety: as OperatorObserver.
final class FilterObserver<Value, Error: Swift.Error>: OperatorObserver<Value, Value, Error>, @unchecked Sendable {
  @usableFromInline let isIncluded: @Sendable (Value) -> Bool

  @inlinable
  init(_ downstream: Signal<Value, Error>.Observer, _ isIncluded: @escaping @Sendable (Value) -> Bool) {
    self.isIncluded = isIncluded
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    if isIncluded(value) { downstream.receive(value) }
  }
}
