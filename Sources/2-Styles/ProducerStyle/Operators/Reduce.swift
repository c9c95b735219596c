import StyleInternals

extension Signal {
  /// Combines every value into one result, sent when the signal completes.
  ///
  /// ```swift
  /// signal.reduce(0, +)  // 1, 2, 3, completed → 6, completed
  /// ```
  /// - Parameters:
  ///   - initialResult: the starting accumulation, sent alone if no value arrives.
  ///   - nextPartialResult: combines the accumulation with the next value.
  @available(swift, introduced: 6)
  @preconcurrency public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U)
    -> Signal<
      U, Error
    >
  {
    let initial = Captured(initialResult)
    return liftRelaying { downstream, _ in ReduceObserver(downstream, initial.value, nextPartialResult) }
  }

  /// Combines every value into one result by mutating it in place, sent on completion.
  @available(swift, introduced: 6)
  @preconcurrency public func reduce<U>(
    into initialResult: U, _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
  ) -> Signal<U, Error> {
    let initial = Captured(initialResult)
    return liftRelaying { downstream, _ in ReduceIntoObserver(downstream, initial.value, nextPartialResult) }
  }
}

extension SignalProducer {
  /// Combines every value into one result, sent when the producer completes.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).reduce(0, +)  // 6, completed
  /// ```
  /// - Parameters:
  ///   - initialResult: the starting accumulation, sent alone if no value arrives.
  ///   - nextPartialResult: combines the accumulation with the next value.
  @available(swift, introduced: 6)
  @preconcurrency public func reduce<U>(
    _ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U
  ) -> SignalProducer<U, Error> {
    let initial = Captured(initialResult)
    return lift { downstream, _ in ReduceObserver(downstream, initial.value, nextPartialResult) }
  }

  /// Combines every value into one result by mutating it in place, sent on completion.
  @available(swift, introduced: 6)
  @preconcurrency public func reduce<U>(
    into initialResult: U, _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
  ) -> SignalProducer<U, Error> {
    let initial = Captured(initialResult)
    return lift { downstream, _ in ReduceIntoObserver(downstream, initial.value, nextPartialResult) }
  }
}

private final class ReduceObserver<Value, U, Error: Swift.Error>: OperatorObserver<Value, U, Error>,
  // Safety: as OperatorObserver; `result` is touched only by the serial delivery of values.
  @unchecked Sendable
{
  @exclusivity(unchecked) private var result: U
  private let combine: @Sendable (U, Value) -> U

  init(_ downstream: Signal<U, Error>.Observer, _ initial: U, _ combine: @escaping @Sendable (U, Value) -> U) {
    result = initial
    self.combine = combine
    super.init(downstream)
  }

  override func receive(_ value: Value) { result = combine(result, value) }

  override func receiveCompleted() {
    downstream.receive(result)
    downstream.receiveCompleted()
  }
}

private final class ReduceIntoObserver<Value, U, Error: Swift.Error>: OperatorObserver<Value, U, Error>,
  // Safety: as OperatorObserver; `result` is touched only by the serial delivery of values.
  @unchecked Sendable
{
  @exclusivity(unchecked) private var result: U
  private let combine: @Sendable (inout U, Value) -> Void

  init(_ downstream: Signal<U, Error>.Observer, _ initial: U, _ combine: @escaping @Sendable (inout U, Value) -> Void) {
    result = initial
    self.combine = combine
    super.init(downstream)
  }

  override func receive(_ value: Value) { combine(&result, value) }

  override func receiveCompleted() {
    downstream.receive(result)
    downstream.receiveCompleted()
  }
}
