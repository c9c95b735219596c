extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Error {
  /// Flattens a producer of streams into one producer of their values, by `strategy`.
  ///
  /// A failure of the outer or any inner stream fails the result; an inner interruption
  /// interrupts it.
  ///
  /// ```swift
  /// SignalProducer(values: first, second).flatten(.concat)  // first's values, then second's
  /// ```
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
    lift { downstream, lifetime in
      FlattenState<Value.Value, Error>(downstream, lifetime, strategy).outerObserver { $0.producer }
    }
  }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Error {
  /// Flattens a signal of streams into one signal of their values, by `strategy`.
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
    lift { downstream, lifetime in
      FlattenState<Value.Value, Error>(downstream, lifetime, strategy).outerObserver { $0.producer }
    }
  }
}

extension SignalProducer {
  /// Maps each value to a stream and flattens the streams by `strategy`.
  ///
  /// ```swift
  /// queries.flatMap(.latest) { api.search($0) }
  /// ids.flatMap(.concat) { api.item(id: $0) }
  /// ```
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
    flattening(strategy) { transform($0).producer }
  }

  func flattening<U>(
    _ strategy: FlattenStrategy, _ toProducer: @escaping @Sendable (Value) -> SignalProducer<U, Error>
  ) -> SignalProducer<U, Error> {
    lift { downstream, lifetime in FlattenState<U, Error>(downstream, lifetime, strategy).outerObserver(toProducer) }
  }

  /// Maps each value to a stream that cannot fail and flattens the streams by `strategy`.
  // Disfavoured so that a producer that cannot fail either picks the overload above.
  @_disfavoredOverload
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Never {
    flatMap(strategy) { transform($0).producer.promoteError(Error.self) }
  }
}

extension Signal {
  /// Maps each value to a stream and flattens the streams by `strategy`.
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> Signal<Inner.Value, Error> where Inner.Error == Error {
    flattening(strategy) { transform($0).producer }
  }

  func flattening<U>(
    _ strategy: FlattenStrategy, _ toProducer: @escaping @Sendable (Value) -> SignalProducer<U, Error>
  ) -> Signal<U, Error> {
    lift { downstream, lifetime in FlattenState<U, Error>(downstream, lifetime, strategy).outerObserver(toProducer) }
  }

  /// Maps each value to a stream that cannot fail and flattens the streams by `strategy`.
  // Disfavoured so that a producer that cannot fail either picks the overload above.
  @_disfavoredOverload
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> Signal<Inner.Value, Error> where Inner.Error == Never {
    flatMap(strategy) { transform($0).producer.promoteError(Error.self) }
  }
}

extension SignalProducer where Error == Never {
  /// Maps each value to a stream and flattens the streams by `strategy`: the overload for a
  /// producer and inner streams that cannot fail, for which the two general ones apply equally.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(values: 1, 2).flatMap(.merge) { SignalProducer<Int, Never>(values: $0, $0) }
  /// ```
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Never> where Inner.Error == Never {
    flattening(strategy) { transform($0).producer }
  }
}

extension Signal where Error == Never {
  /// Maps each value to a stream and flattens the streams by `strategy`: the overload for a
  /// signal and inner streams that cannot fail, for which the two general ones apply equally.
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> Signal<Inner.Value, Never> where Inner.Error == Never {
    flattening(strategy) { transform($0).producer }
  }
}
