extension Signal where Value: Sequence {
  /// Sends the elements of each sequence value, in order.
  ///
  /// ```swift
  /// pages.flatten()  // [1, 2], [3] → 1, 2, 3
  /// ```
  /// - Returns: a signal of the elements.
  public func flatten() -> Signal<Value.Element, Error> {
    lift { downstream, _ in SequenceFlattenObserver(downstream) }
  }
}

extension SignalProducer where Value: Sequence & SendableMetatype {
  /// Sends the elements of each sequence value, in order.
  ///
  /// ```swift
  /// SignalProducer(values: [1, 2], [3]).flatten()  // 1, 2, 3, completed
  /// ```
  /// - Returns: a producer of the elements.
  public func flatten() -> SignalProducer<Value.Element, Error> {
    lift { downstream, _ in SequenceFlattenObserver(downstream) }
  }
}

private final class SequenceFlattenObserver<Value: Sequence, Error: Swift.Error>:
  OperatorObserver<Value, Value.Element, Error>,
  // Safety: as OperatorObserver.
  @unchecked Sendable
{
  override func receive(_ value: Value) {
    for element in value { downstream.receive(element) }
  }
}
