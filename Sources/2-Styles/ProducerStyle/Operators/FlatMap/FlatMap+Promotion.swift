// `flatten` and `flatMap` where the outer and inner streams have different error types: the one
// that cannot fail takes the other's error type. These are disfavoured, so that where the outer
// error type is left to inference the same-error forms in FlatMap.swift are chosen.

extension SignalProducer where Value: SignalProducerConvertible, Error == Never {
  /// Flattens a producer that cannot fail of streams that can, by `strategy`: the result fails
  /// when an inner stream fails.
  ///
  /// ```swift
  /// SignalProducer<SignalProducer<Int, APIError>, Never>(value: request).flatten(.latest)
  /// ```
  /// - Parameter strategy: how the inner streams are combined.
  /// - Returns: a producer of the inner streams' values.
  @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
    promoteError(Value.Error.self).flatten(strategy)
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
  /// Flattens a producer of streams where neither can fail, by `strategy`.
  ///
  /// ```swift
  /// SignalProducer<SignalProducer<Int, Never>, Never>(values: a, b).flatten(.concat)
  /// ```
  /// - Parameter strategy: how the inner streams are combined.
  /// - Returns: a producer of the inner streams' values.
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Never> {
    flatMap(strategy) { $0.producer }
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Never {
  /// Flattens a producer of streams that cannot fail, by `strategy`; only the outer producer's
  /// failure fails the result.
  ///
  /// ```swift
  /// SignalProducer<SignalProducer<Int, Never>, APIError>(value: inner).flatten(.merge)
  /// ```
  /// - Parameter strategy: how the inner streams are combined.
  /// - Returns: a producer of the inner streams' values.
  @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
    flatMap(strategy) { $0.producer.promoteError(Error.self) }
  }
}

extension Signal where Value: SignalProducerConvertible, Error == Never {
  /// Flattens a signal that cannot fail of streams that can, by `strategy`.
  ///
  /// ```swift
  /// requests.flatten(.latest)  // Signal<SignalProducer<Data, APIError>, Never> → Signal<Data, APIError>
  /// ```
  /// - Parameter strategy: how the inner streams are combined.
  /// - Returns: a signal of the inner streams' values.
  @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
    promoteError(Value.Error.self).flatten(strategy)
  }
}

extension Signal where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
  /// Flattens a signal of streams where neither can fail, by `strategy`.
  ///
  /// ```swift
  /// pages.flatten(.concat)
  /// ```
  /// - Parameter strategy: how the inner streams are combined.
  /// - Returns: a signal of the inner streams' values.
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Never> {
    flatMap(strategy) { $0.producer }
  }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Never {
  /// Flattens a signal of streams that cannot fail, by `strategy`.
  ///
  /// ```swift
  /// failableSignalOfTimers.flatten(.latest)
  /// ```
  /// - Parameter strategy: how the inner streams are combined.
  /// - Returns: a signal of the inner streams' values.
  @_disfavoredOverload
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
    flatMap(strategy) { $0.producer.promoteError(Error.self) }
  }
}

extension SignalProducer where Error == Never {
  /// Maps each value to a stream that can fail, and flattens the streams by `strategy`: the
  /// result takes the inner streams' error type.
  ///
  /// ```swift
  /// queries.flatMap(.latest) { api.search($0) }  // SignalProducer<String, Never> → SignalProducer<[Hit], APIError>
  /// ```
  /// - Parameters:
  ///   - strategy: how the inner streams are combined.
  ///   - transform: the inner stream for a value.
  /// - Returns: a producer of the inner streams' values.
  @available(swift, introduced: 6)
  @_disfavoredOverload
  @preconcurrency public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Inner.Error> {
    promoteError(Inner.Error.self).flatMap(strategy, transform)
  }
}

extension Signal where Error == Never {
  /// Maps each value to a stream that can fail, and flattens the streams by `strategy`: the
  /// result takes the inner streams' error type.
  ///
  /// ```swift
  /// taps.flatMap(.latest) { _ in api.reload() }  // Signal<Void, Never> → Signal<Page, APIError>
  /// ```
  /// - Parameters:
  ///   - strategy: how the inner streams are combined.
  ///   - transform: the inner stream for a value.
  /// - Returns: a signal of the inner streams' values.
  @available(swift, introduced: 6)
  @_disfavoredOverload
  @preconcurrency public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> Signal<Inner.Value, Inner.Error> {
    promoteError(Inner.Error.self).flatMap(strategy, transform)
  }
}
