/// When an accumulating operator sends its accumulation.
enum AccumulationDelivery: Sendable {
  /// After every value (`scan`).
  case eachValue
  /// Once, just before completing (`reduce`).
  case onCompletion
}

/// The observer behind `scan` and `reduce`: folds each value into one accumulation and sends it
/// as `delivery` says.
// Safety: as OperatorObserver; `result` is touched only by the serial delivery of values.
final class AccumulateObserver<Value, U, Error: Swift.Error>: OperatorObserver<Value, U, Error>, @unchecked Sendable {
  @exclusivity(unchecked) private var result: U
  private let combine: @Sendable (inout U, Value) -> Void
  private let sendsEachValue: Bool

  init(
    _ delivery: AccumulationDelivery, _ downstream: Signal<U, Error>.Observer, _ initial: U,
    _ combine: @escaping @Sendable (inout U, Value) -> Void
  ) {
    result = initial
    self.combine = combine
    sendsEachValue = delivery == .eachValue
    super.init(downstream)
  }

  /// What `lift` calls on every start: a fresh observer whose accumulation begins at `initial`.
  static func starting(
    _ delivery: AccumulationDelivery, _ initial: U, _ combine: @escaping @Sendable (inout U, Value) -> Void
  ) -> @Sendable (Signal<U, Error>.Observer, Lifetime) -> Signal<Value, Error>.Observer {
    let initial = Captured(initial)
    return { downstream, _ in AccumulateObserver(delivery, downstream, initial.value, combine) }
  }

  override func receive(_ value: Value) {
    combine(&result, value)
    if sendsEachValue { downstream.receive(result) }
  }

  override func receiveCompleted() {
    if !sendsEachValue { downstream.receive(result) }
    downstream.receiveCompleted()
  }
}

extension Signal {
  /// This signal folded into an accumulation starting at `initial`, sent as `delivery` says.
  func accumulating<U>(
    _ delivery: AccumulationDelivery, _ initial: U, _ combine: @escaping @Sendable (inout U, Value) -> Void
  ) -> Signal<U, Error> {
    lift(AccumulateObserver.starting(delivery, initial, combine))
  }
}

extension SignalProducer {
  /// Each run folded into an accumulation starting at `initial`, sent as `delivery` says.
  func accumulating<U>(
    _ delivery: AccumulationDelivery, _ initial: U, _ combine: @escaping @Sendable (inout U, Value) -> Void
  ) -> SignalProducer<U, Error> {
    lift(AccumulateObserver.starting(delivery, initial, combine))
  }
}
