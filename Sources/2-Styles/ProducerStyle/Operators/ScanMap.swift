import StyleInternals

extension Signal {
  /// Threads a state through the values and sends what `next` derives from each: `scan` whose
  /// output need not be its state.
  ///
  /// ```swift
  /// signal.scanMap(0) { total, value in (total + value, "total \(total + value)") }
  /// // 1, 2 → "total 1", "total 3"
  /// ```
  /// - Parameters:
  ///   - initialState: the state before the first value.
  ///   - next: from the state and a value, the new state and the value to send.
  /// - Returns: a signal of the derived values.
  @available(swift, introduced: 6)
  @preconcurrency public func scanMap<State, U>(
    _ initialState: State, _ next: @escaping @Sendable (State, Value) -> (State, U)
  ) -> Signal<U, Error> {
    scanMap(into: initialState) { state, value in
      let (newState, output) = next(state, value)
      state = newState
      return output
    }
  }

  /// Threads a state, changed in place, through the values and sends what `next` returns.
  ///
  /// ```swift
  /// signal.scanMap(into: [Int]()) { seen, value in seen.append(value); return seen.count }  // 1, 2, …
  /// ```
  /// - Parameters:
  ///   - initialState: the state before the first value.
  ///   - next: changes the state for a value and returns the value to send.
  /// - Returns: a signal of the derived values.
  @available(swift, introduced: 6)
  @preconcurrency public func scanMap<State, U>(
    into initialState: State, _ next: @escaping @Sendable (inout State, Value) -> U
  ) -> Signal<U, Error> {
    let initialState = Captured(initialState)
    return liftRelaying { downstream, _ in ScanMapObserver(downstream, initialState.value, next) }
  }
}

extension SignalProducer {
  /// Threads a state through the values and sends what `next` derives from each; each start
  /// begins from `initialState`.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).scanMap(0) { ($0 + $1, $0 + $1 > 2) }  // false, true, completed
  /// ```
  /// - Parameters:
  ///   - initialState: the state before the first value.
  ///   - next: from the state and a value, the new state and the value to send.
  /// - Returns: a producer of the derived values.
  @available(swift, introduced: 6)
  @preconcurrency public func scanMap<State, U>(
    _ initialState: State, _ next: @escaping @Sendable (State, Value) -> (State, U)
  ) -> SignalProducer<U, Error> {
    scanMap(into: initialState) { state, value in
      let (newState, output) = next(state, value)
      state = newState
      return output
    }
  }

  /// Threads a state, changed in place, through the values and sends what `next` returns; each
  /// start begins from `initialState`.
  ///
  /// ```swift
  /// SignalProducer(values: "a", "b").scanMap(into: 0) { count, _ in count += 1; return count }  // 1, 2
  /// ```
  /// - Parameters:
  ///   - initialState: the state before the first value.
  ///   - next: changes the state for a value and returns the value to send.
  /// - Returns: a producer of the derived values.
  @available(swift, introduced: 6)
  @preconcurrency public func scanMap<State, U>(
    into initialState: State, _ next: @escaping @Sendable (inout State, Value) -> U
  ) -> SignalProducer<U, Error> {
    let initialState = Captured(initialState)
    return lift { downstream, _ in ScanMapObserver(downstream, initialState.value, next) }
  }
}

private final class ScanMapObserver<Value, State, U, Error: Swift.Error>: OperatorObserver<Value, U, Error>,
  // Safety: as OperatorObserver; `state` is touched only by the serial delivery of values.
  @unchecked Sendable
{
  private var state: State
  private let next: @Sendable (inout State, Value) -> U

  init(_ downstream: Signal<U, Error>.Observer, _ state: State, _ next: @escaping @Sendable (inout State, Value) -> U) {
    self.state = state
    self.next = next
    super.init(downstream)
  }

  override func receive(_ value: Value) { downstream.receive(next(&state, value)) }
}
