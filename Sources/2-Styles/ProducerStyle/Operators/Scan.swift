import StyleInternals

extension Signal {
  /// Sends each intermediate accumulation of the values.
  ///
  /// ```swift
  /// signal.scan(0, +)  // 1, 2, 3 → 1, 3, 6
  /// ```
  /// - Parameters:
  ///   - initialResult: the accumulation before the first value (not sent).
  ///   - nextPartialResult: combines the accumulation with the next value.
  @available(swift, introduced: 6)
  @preconcurrency public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U)
    -> Signal<U, Error>
  {
    let initial = Captured(initialResult)
    return liftRelaying { downstream, _ in ScanObserver(downstream, initial.value) { $0 = nextPartialResult($0, $1) } }
  }

  /// Sends each intermediate accumulation, updating it in place.
  @available(swift, introduced: 6)
  @preconcurrency public func scan<U>(
    into initialResult: U, _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
  ) -> Signal<U, Error> {
    let initial = Captured(initialResult)
    return liftRelaying { downstream, _ in ScanObserver(downstream, initial.value, nextPartialResult) }
  }
}

extension SignalProducer {
  /// Sends each intermediate accumulation of the values.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).scan(0, +)  // 1, 3, 6, completed
  /// ```
  /// - Parameters:
  ///   - initialResult: the accumulation before the first value (not sent).
  ///   - nextPartialResult: combines the accumulation with the next value.
  @available(swift, introduced: 6)
  @preconcurrency public func scan<U>(
    _ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U
  ) -> SignalProducer<U, Error> {
    let initial = Captured(initialResult)
    return lift { downstream, _ in ScanObserver(downstream, initial.value) { $0 = nextPartialResult($0, $1) } }
  }

  /// Sends each intermediate accumulation, updating it in place.
  @available(swift, introduced: 6)
  @preconcurrency public func scan<U>(
    into initialResult: U, _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
  ) -> SignalProducer<U, Error> {
    let initial = Captured(initialResult)
    return lift { downstream, _ in ScanObserver(downstream, initial.value, nextPartialResult) }
  }
}

// Safety: as OperatorObserver; `result` is touched only by the serial delivery of values.
private final class ScanObserver<Value, U, Error: Swift.Error>: OperatorObserver<Value, U, Error>, @unchecked Sendable {
  @exclusivity(unchecked) private var result: U
  private let combine: @Sendable (inout U, Value) -> Void

  init(_ downstream: Signal<U, Error>.Observer, _ initial: U, _ combine: @escaping @Sendable (inout U, Value) -> Void) {
    result = initial
    self.combine = combine
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    combine(&result, value)
    downstream.receive(result)
  }
}
