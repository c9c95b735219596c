extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Error {
  /// Flattens a producer of streams into one producer of their values, by `strategy`.
  ///
  /// A failure of the outer or any inner stream fails the result. An inner interruption ends
  /// that inner as its completion would with `.merge`, `.concat` and `.latest`, and interrupts
  /// the result with `.race` and `.throttle`, as in ReactiveSwift.
  ///
  /// ```swift
  /// SignalProducer(values: first, second).flatten(.concat)  // first's values, then second's
  /// ```
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
    liftOwningUpstream(upstreamEndsFirst: strategy.disposesUpstreamFirst, interruptibleOutput: false) {
      downstream, lifetime in
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
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
    flattening(strategy) { transform($0).producer }
  }

  func flattening<U>(
    _ strategy: FlattenStrategy, _ toProducer: @escaping @Sendable (Value) -> SignalProducer<U, Error>
  ) -> SignalProducer<U, Error> {
    liftOwningUpstream(upstreamEndsFirst: strategy.disposesUpstreamFirst, interruptibleOutput: false) {
      downstream, lifetime in
      FlattenState<U, Error>(downstream, lifetime, strategy).outerObserver(toProducer)
    }
  }

  /// Maps each value to a stream that cannot fail and flattens the streams by `strategy`.
  // Disfavoured so that a producer that cannot fail either picks the overload above.
  @available(swift, introduced: 6)
  @_disfavoredOverload
  @preconcurrency public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Never {
    flatMap(strategy) { transform($0).producer.promoteError(Error.self) }
  }
}

extension Signal {
  /// Maps each value to a stream and flattens the streams by `strategy`.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<Inner: SignalProducerConvertible>(
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
  @available(swift, introduced: 6)
  @_disfavoredOverload
  @preconcurrency public func flatMap<Inner: SignalProducerConvertible>(
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
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Never> where Inner.Error == Never {
    flattening(strategy) { transform($0).producer }
  }
}

extension Signal where Error == Never {
  /// Maps each value to a stream and flattens the streams by `strategy`: the overload for a
  /// signal and inner streams that cannot fail, for which the two general ones apply equally.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> Signal<Inner.Value, Never> where Inner.Error == Never {
    flattening(strategy) { transform($0).producer }
  }
}

// Overloads that name `SignalProducer` as the closure's result, as ReactiveSwift's do, so that a
// closure spelling its inner stream `.init(value:)` or `.init(result:)` resolves to a producer;
// the generic overloads above cannot look an initializer up on a protocol.
extension SignalProducer {
  /// Maps each value to a producer and flattens the producers by `strategy`.
  ///
  /// ```swift
  /// ids.flatMap(.latest) { .init(value: $0 * 2) }
  /// ```
  /// - Parameters:
  ///   - strategy: how the inner producers are combined.
  ///   - transform: the inner producer for a value.
  /// - Returns: a producer of the inner producers' values.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Error>
  ) -> SignalProducer<U, Error> {
    flattening(strategy, transform)
  }

  /// Maps each value to a producer that cannot fail and flattens the producers by `strategy`.
  /// - Parameters:
  ///   - strategy: how the inner producers are combined.
  ///   - transform: the inner producer for a value.
  /// - Returns: a producer of the inner producers' values.
  @available(swift, introduced: 6)
  @_disfavoredOverload
  @preconcurrency public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Never>
  ) -> SignalProducer<U, Error> {
    flattening(strategy) { transform($0).promoteError(Error.self) }
  }
}

extension SignalProducer where Error == Never {
  /// Maps each value to a producer that can fail and flattens the producers by `strategy`; the
  /// result takes the inner producers' error type.
  /// - Parameters:
  ///   - strategy: how the inner producers are combined.
  ///   - transform: the inner producer for a value.
  /// - Returns: a producer of the inner producers' values.
  @available(swift, introduced: 6)
  @_disfavoredOverload
  @preconcurrency public func flatMap<U, F>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, F>
  ) -> SignalProducer<U, F> {
    promoteError(F.self).flattening(strategy, transform)
  }
}

extension Signal {
  /// Maps each value to a producer and flattens the producers by `strategy`.
  /// - Parameters:
  ///   - strategy: how the inner producers are combined.
  ///   - transform: the inner producer for a value.
  /// - Returns: a signal of the inner producers' values.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Error>
  ) -> Signal<U, Error> {
    flattening(strategy, transform)
  }

  /// Maps each value to a producer that cannot fail and flattens the producers by `strategy`.
  /// - Parameters:
  ///   - strategy: how the inner producers are combined.
  ///   - transform: the inner producer for a value.
  /// - Returns: a signal of the inner producers' values.
  @available(swift, introduced: 6)
  @_disfavoredOverload
  @preconcurrency public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Never>
  ) -> Signal<U, Error> {
    flattening(strategy) { transform($0).promoteError(Error.self) }
  }
}

extension Signal where Error == Never {
  /// Maps each value to a producer that can fail and flattens the producers by `strategy`; the
  /// result takes the inner producers' error type.
  /// - Parameters:
  ///   - strategy: how the inner producers are combined.
  ///   - transform: the inner producer for a value.
  /// - Returns: a signal of the inner producers' values.
  @available(swift, introduced: 6)
  @_disfavoredOverload
  @preconcurrency public func flatMap<U, F>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, F>
  ) -> Signal<U, F> {
    promoteError(F.self).flattening(strategy, transform)
  }
}
