extension Signal {
  /// Transforms each value, dropping those for which `transform` returns `nil`.
  ///
  /// ```swift
  /// signal.compactMap { Int($0) }  // "1", "x", "2" → 1, 2
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func compactMap<U>(_ transform: @escaping @Sendable (Value) -> U?) -> Signal<U, Error> {
    liftRelaying { downstream, _ in CompactMapObserver(downstream, transform) }
  }
}

extension SignalProducer {
  /// Transforms each value, dropping those for which `transform` returns `nil`.
  ///
  /// ```swift
  /// SignalProducer(values: "1", "x", "2").compactMap { Int($0) }  // 1, 2, completed
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func compactMap<U>(_ transform: @escaping @Sendable (Value) -> U?) -> SignalProducer<U, Error>
  {
    lift { downstream, _ in CompactMapObserver(downstream, transform) }
  }
}

private final class CompactMapObserver<Value, U, Error: Swift.Error>: OperatorObserver<Value, U, Error>,
  // Safety: as OperatorObserver.
  @unchecked Sendable
{
  private let transform: @Sendable (Value) -> U?

  init(_ downstream: Signal<U, Error>.Observer, _ transform: @escaping @Sendable (Value) -> U?) {
    self.transform = transform
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    if let transformed = transform(value) { downstream.receive(transformed) }
  }
}
