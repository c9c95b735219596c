/// The shapes `combineLatest` and `zip` both come in, each a run of ``IndexedSources``
/// under the operator's ``CombiningRule``.
extension SignalProducer {
  static func combining<B>(
    _ rule: CombiningRule, _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>
  ) -> SignalProducer<(Value, B), Error> {
    let first = a.startHandler
    let second = b.startHandler
    return SignalProducer<(Value, B), Error>(serial: { downstream, lifetime in
      let slotA = SourceSlot<Value>(rule)
      let slotB = SourceSlot<B>(rule)
      let run = IndexedSources(rule, slots: [slotA, slotB], downstream: downstream) { (slotA.take(), slotB.take()) }
      first(run.observer(slotA, at: 0), lifetime)
      second(run.observer(slotB, at: 1), lifetime)
    })
  }

  static func combining<B, C>(
    _ rule: CombiningRule, _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>,
    _ c: SignalProducer<C, Error>
  ) -> SignalProducer<(Value, B, C), Error> {
    let ab = SignalProducer.combining(rule, a, b)
    return SignalProducer<(Value, B), Error>.combining(rule, ab, c).map { ($0.0, $0.1, $1) }
  }

  static func combining<B, C, D>(
    _ rule: CombiningRule, _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>,
    _ c: SignalProducer<C, Error>, _ d: SignalProducer<D, Error>
  ) -> SignalProducer<(Value, B, C, D), Error> {
    let ab = SignalProducer.combining(rule, a, b)
    let abc = SignalProducer<(Value, B), Error>.combining(rule, ab, c)
    return SignalProducer<((Value, B), C), Error>.combining(rule, abc, d).map {
      ($0.0.0, $0.0.1, $0.1, $1)
    }
  }

  static func combining<S: Sequence>(
    _ rule: CombiningRule, _ producers: S, emptySentinel: [Value]?
  ) -> SignalProducer<[Value], Error> where S.Element == SignalProducer<Value, Error> {
    let starts = producers.map(\.startHandler)
    let sentinel = Captured(emptySentinel)
    return SignalProducer<[Value], Error>(serial: { downstream, lifetime in
      guard !starts.isEmpty else {
        if let empty = sentinel.value { downstream.receive(empty) }
        downstream.receiveCompleted()
        return
      }
      let slots = starts.map { _ in SourceSlot<Value>(rule) }
      let run = IndexedSources(rule, slots: slots, downstream: downstream) { slots.map { $0.take() } }
      for (index, start) in starts.enumerated() { start(run.observer(slots[index], at: index), lifetime) }
    })
  }
}
