import StyleInternals

extension Signal {
  /// Transforms each value with `transform`.
  ///
  /// ```swift
  /// signal.map { $0 * 10 }  // 1, 2 → 10, 20
  /// ```
  /// - Returns: a signal of the transformed values.
  @available(swift, introduced: 6)
  @preconcurrency public func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> Signal<U, Error> {
    liftRelaying { downstream, _ in MapObserver(downstream, transform) }
  }

  /// Replaces each value with the value at `keyPath`.
  @preconcurrency public func map<U>(_ keyPath: KeyPath<Value, U> & Sendable) -> Signal<U, Error> {
    map { $0[keyPath: keyPath] }
  }

  /// Replaces each value with `value`.
  // Disfavoured: a trailing closure would otherwise match this parameter too, and `map { $0 + $1 }`
  // on a signal of pairs would turn the closure itself into the value.
  @_disfavoredOverload
  public func map<U>(value: U) -> Signal<U, Error> {
    let value = Captured(value)
    return map { _ in value.value }
  }
}

extension SignalProducer {
  /// Transforms each value with `transform`.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).map { $0 * 10 }  // 10, 20, completed
  /// ```
  /// - Returns: a producer of the transformed values.
  @available(swift, introduced: 6)
  @inlinable
  @preconcurrency public func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> SignalProducer<U, Error> {
    lift { downstream, _ in MapObserver(downstream, transform) }
  }

  /// Replaces each value with the value at `keyPath`.
  @preconcurrency public func map<U>(_ keyPath: KeyPath<Value, U> & Sendable) -> SignalProducer<U, Error> {
    map { $0[keyPath: keyPath] }
  }

  /// Replaces each value with `value`.
  // Disfavoured: a trailing closure would otherwise match this parameter too, and `map { $0 + $1 }`
  // on a signal of pairs would turn the closure itself into the value.
  @_disfavoredOverload
  public func map<U>(value: U) -> SignalProducer<U, Error> {
    let value = Captured(value)
    return map { _ in value.value }
  }
}

@usableFromInline
// Safety: as OperatorObserver.
final class MapObserver<Value, U, Error: Swift.Error>: OperatorObserver<Value, U, Error>, @unchecked Sendable {
  @usableFromInline let transform: @Sendable (Value) -> U

  @inlinable
  init(_ downstream: Signal<U, Error>.Observer, _ transform: @escaping @Sendable (Value) -> U) {
    self.transform = transform
    super.init(downstream)
  }

  override func receive(_ value: Value) { downstream.receive(transform(value)) }
}
