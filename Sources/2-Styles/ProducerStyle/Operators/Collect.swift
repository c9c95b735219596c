extension Signal {
  /// Collects every value into one array, sent when the signal completes (empty if no value came).
  ///
  /// ```swift
  /// signal.collect()  // 1, 2, 3, completed → [1, 2, 3], completed
  /// ```
  public func collect() -> Signal<[Value], Error> {
    liftRelaying { downstream, _ in CollectObserver(downstream, .all) }
  }

  /// Sends the values in arrays of `count`; on completion, sends what remains if anything (an
  /// empty array if no value came at all).
  ///
  /// ```swift
  /// signal.collect(count: 2)  // 1, 2, 3, completed → [1, 2], [3], completed
  /// ```
  public func collect(count: Int) -> Signal<[Value], Error> {
    precondition(count > 0, "collect(count:) requires a positive count")
    return liftRelaying { downstream, _ in CollectObserver(downstream, .count(count)) }
  }

  /// Collects values until `shouldEmit` says the array collected so far, the newest value
  /// included, should be sent; on completion, sends what remains if anything (an empty array if
  /// no value came at all).
  ///
  /// ```swift
  /// signal.collect { $0.reduce(0, +) >= 10 }  // 4, 7, 1, completed → [4, 7], [1], completed
  /// ```
  /// - Parameter shouldEmit: whether the collected values should be sent now.
  /// - Returns: a signal of arrays.
  @available(swift, introduced: 6)
  @preconcurrency public func collect(_ shouldEmit: @escaping @Sendable (_ collectedValues: [Value]) -> Bool) -> Signal<
    [Value], Error
  > {
    liftRelaying { downstream, _ in CollectObserver(downstream, .including(shouldEmit)) }
  }

  /// Collects values until `shouldEmit`, given the array collected so far and the newest value,
  /// says the array should be sent without it; the newest value then starts the next array.
  ///
  /// ```swift
  /// signal.collect { collected, latest in latest == 0 }  // 1, 2, 0, 3, completed → [1, 2], [0, 3], completed
  /// ```
  /// - Parameter shouldEmit: whether the values collected before `latest` should be sent now.
  /// - Returns: a signal of arrays.
  @available(swift, introduced: 6)
  @preconcurrency public func collect(
    _ shouldEmit: @escaping @Sendable (_ collected: [Value], _ latest: Value) -> Bool
  ) -> Signal<[Value], Error> {
    liftRelaying { downstream, _ in CollectObserver(downstream, .before(shouldEmit)) }
  }
}

extension SignalProducer {
  /// Collects every value into one array, sent when the producer completes.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).collect()  // [1, 2, 3], completed
  /// ```
  public func collect() -> SignalProducer<[Value], Error> {
    lift { downstream, _ in CollectObserver(downstream, .all) }
  }

  /// Sends the values in arrays of `count`; on completion, sends what remains if anything (an
  /// empty array if no value came at all).
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).collect(count: 2)  // [1, 2], [3], completed
  /// ```
  public func collect(count: Int) -> SignalProducer<[Value], Error> {
    precondition(count > 0, "collect(count:) requires a positive count")
    return lift { downstream, _ in CollectObserver(downstream, .count(count)) }
  }

  /// Collects values until `shouldEmit` says the array collected so far, the newest value
  /// included, should be sent; on completion, sends what remains if anything.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3, 4).collect { $0.count == 2 }  // [1, 2], [3, 4], completed
  /// ```
  /// - Parameter shouldEmit: whether the collected values should be sent now.
  /// - Returns: a producer of arrays.
  @available(swift, introduced: 6)
  @preconcurrency public func collect(
    _ shouldEmit: @escaping @Sendable (_ values: [Value]) -> Bool
  ) -> SignalProducer<[Value], Error> {
    lift { downstream, _ in CollectObserver(downstream, .including(shouldEmit)) }
  }

  /// Collects values until `shouldEmit`, given the array collected so far and the newest value,
  /// says the array should be sent without it; the newest value then starts the next array.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 0, 3).collect { _, latest in latest == 0 }  // [1, 2], [0, 3], completed
  /// ```
  /// - Parameter shouldEmit: whether the values collected before `latest` should be sent now.
  /// - Returns: a producer of arrays.
  @available(swift, introduced: 6)
  @preconcurrency public func collect(
    _ shouldEmit: @escaping @Sendable (_ collected: [Value], _ latest: Value) -> Bool
  ) -> SignalProducer<[Value], Error> {
    lift { downstream, _ in CollectObserver(downstream, .before(shouldEmit)) }
  }
}

/// When a collecting observer sends what it collected.
private enum CollectRule<Value>: Sendable {
  /// Only on completion.
  case all
  /// Whenever `count` values are collected.
  case count(Int)
  /// When the predicate holds for the values collected, the newest included.
  case including(@Sendable ([Value]) -> Bool)
  /// When the predicate holds for the values collected and the newest, which is then kept back.
  case before(@Sendable ([Value], Value) -> Bool)
}

private final class CollectObserver<Value, Error: Swift.Error>: OperatorObserver<Value, [Value], Error>,
  // Safety: as OperatorObserver; `values` is touched only by the serial delivery of events.
  @unchecked Sendable
{
  private var values: [Value] = []
  private var hasReceivedValues = false
  private let rule: CollectRule<Value>

  init(_ downstream: Signal<[Value], Error>.Observer, _ rule: CollectRule<Value>) {
    self.rule = rule
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    hasReceivedValues = true
    switch rule {
    case .all:
      values.append(value)
    case .count(let count):
      values.append(value)
      if values.count == count { sendCollected(startingWith: nil) }
    case .including(let shouldEmit):
      values.append(value)
      if shouldEmit(values) { sendCollected(startingWith: nil) }
    case .before(let shouldEmit):
      if shouldEmit(values, value) {
        sendCollected(startingWith: value)
      } else {
        values.append(value)
      }
    }
  }

  private func sendCollected(startingWith next: Value?) {
    let collected = values
    values = next.map { [$0] } ?? []
    downstream.receive(collected)
  }

  override func receiveCompleted() {
    if !values.isEmpty || !hasReceivedValues { downstream.receive(values) }
    values = []
    downstream.receiveCompleted()
  }
}
