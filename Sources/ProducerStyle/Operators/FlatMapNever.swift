extension Signal where Error == Never {
  /// Maps each value to a stream that cannot fail and flattens the streams by `strategy`.
  ///
  /// The overload for signals and inner streams that both cannot fail, which the general
  /// overloads would otherwise both match.
  ///
  /// ```swift
  /// taps.flatMap(.latest) { service.fetch().flatMapError { _ in SignalProducer(value: fallback) } }
  /// ```
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> Signal<Inner.Value, Never> where Inner.Error == Never {
    lift { downstream, lifetime in
      FlattenState<Inner.Value, Never>(downstream, lifetime, strategy).outerObserver { transform($0).producer }
    }
  }
}

extension SignalProducer where Error == Never {
  /// Maps each value to a stream that cannot fail and flattens the streams by `strategy`.
  ///
  /// The overload for producers and inner streams that both cannot fail, which the general
  /// overloads would otherwise both match.
  ///
  /// ```swift
  /// ids.flatMap(.concat) { id in cache.item(id) }
  /// ```
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Never> where Inner.Error == Never {
    lift { downstream, lifetime in
      FlattenState<Inner.Value, Never>(downstream, lifetime, strategy).outerObserver { transform($0).producer }
    }
  }
}
