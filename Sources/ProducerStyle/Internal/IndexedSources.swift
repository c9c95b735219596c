/// How a run over a fixed list of sources pairs their values.
enum CombiningRule: Sendable {
  /// `combineLatest`: the latest value of every source, whenever one sends, once all have one.
  case latest
  /// `zip`: values queued per source and combined by position.
  case zip
}

/// What a source's slot holds, seen without its value type.
class SlotBase {
  /// Whether the slot can give a value to the next combination.
  var isReady: Bool { false }
}

/// One source's place in an ``IndexedSources`` run: its latest value, or its queue of waiting values.
final class SourceSlot<Value>: SlotBase {
  private let rule: CombiningRule
  private var latest: Value?
  /// A ring buffer, so that zipping long streams stays linear.
  private var queue = RingBuffer<Value>()

  init(_ rule: CombiningRule) { self.rule = rule }

  override var isReady: Bool { rule == .latest ? latest != nil : !queue.isEmpty }

  /// Stores `value`; returns whether the slot became ready by it.
  fileprivate func store(_ value: Value) -> Bool {
    switch rule {
    case .latest:
      defer { latest = value }
      return latest == nil
    case .zip:
      queue.append(value)
      return queue.count == 1
    }
  }

  /// The value for the combination being formed: the latest one, or the oldest waiting one
  /// (removed). The slot must be ready.
  func take() -> Value {
    rule == .latest ? latest! : queue.removeFirst()
  }
}

/// The state of one run of `combineLatest` or `zip`, for any number of sources.
///
/// Each source's observer stores its value in the source's ``SourceSlot`` and sends `result()`
/// (which takes from every slot) once every slot is ready. `combineLatest` completes when all its
/// sources have; `zip` once a completed source has no value waiting, as no more rows can form.
// Safety: fields and slots are touched only inside `output.batch`, which makes handling exclusive.
final class IndexedSources<Result, Error: Swift.Error>: @unchecked Sendable {
  private let output: SerializingInput<Result, Error>
  private let rule: CombiningRule
  private let slots: [SlotBase]
  private let result: () -> Result
  private var completed: [Bool]
  private var completedCount = 0
  /// How many slots are ready (`.latest` only: a latest value is never taken away).
  private var readyCount = 0

  init(
    _ rule: CombiningRule, slots: [SlotBase], downstream: Signal<Result, Error>.Observer,
    result: @escaping () -> Result
  ) {
    output = SerializingInput(downstream)
    self.rule = rule
    self.slots = slots
    self.result = result
    completed = Array(repeating: false, count: slots.count)
  }

  /// The observer of source number `index`, whose values go to `slot`.
  func observer<Value>(_ slot: SourceSlot<Value>, at index: Int) -> Signal<Value, Error>.Observer {
    CallbackObserver(
      value: { [self] value in output.batch { received(value, slot) } }, failed: output.receive(failed:),
      completed: { [self] in output.batch { sourceCompleted(index) } }, interrupted: output.receiveInterrupted)
  }

  private func received<Value>(_ value: Value, _ slot: SourceSlot<Value>) {
    let becameReady = slot.store(value)
    switch rule {
    case .latest:
      if becameReady { readyCount += 1 }
      if readyCount == slots.count { output.receive(result()) }
    case .zip:
      if slots.allSatisfy(\.isReady) { output.receive(result()) }
      completeIfExhausted()
    }
  }

  private func sourceCompleted(_ index: Int) {
    switch rule {
    case .latest:
      completedCount += 1
      if completedCount == slots.count { output.receiveCompleted() }
    case .zip:
      completed[index] = true
      completeIfExhausted()
    }
  }

  private func completeIfExhausted() {
    if slots.indices.contains(where: { completed[$0] && !slots[$0].isReady }) { output.receiveCompleted() }
  }
}
