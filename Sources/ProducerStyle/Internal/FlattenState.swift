import StyleInternals

/// The shared state of one run of `flatten`: the inner streams running and waiting.
///
/// Every event, from the outer stream or any inner one, is handled inside `output.batch`, which
/// makes the handling exclusive (one thread at a time, re-entrant on that thread) and keeps the
/// order of what is sent; state is therefore plain fields. Each handler changes the state before
/// it sends or starts anything, since those may re-enter it.
// Safety: fields are touched only inside `output.batch`.
final class FlattenState<Value, Error: Swift.Error>: @unchecked Sendable {
  private let output: SerializingInput<Value, Error>
  private let strategy: FlattenStrategy
  private var running: [Int: SerialDisposable] = [:]
  private var waiting = FIFOBuffer<SignalProducer<Value, Error>>()
  private var nextID = 0
  private var latestID = -1
  private var raceWinner: Int?
  private var outerCompleted = false
  // Inner producers claimed but not started yet, and whether a loop up the stack is starting
  // them: an inner that completes while it starts claims the next one without starting it, so
  // a long chain of inners that complete at once runs in a loop, not in ever deeper recursion.
  private var toStart = FIFOBuffer<(id: Int, slot: SerialDisposable, producer: SignalProducer<Value, Error>)>()
  private var isStarting = false

  init(_ downstream: Signal<Value, Error>.Observer, _ lifetime: Lifetime, _ strategy: FlattenStrategy) {
    output = SerializingInput(downstream)
    self.strategy = strategy
    lifetime.observeEnded { [self] in disposeAll() }
  }

  /// The observer of the outer stream, turning each of its values into an inner producer.
  func outerObserver<Outer>(
    _ toProducer: @escaping @Sendable (Outer) -> SignalProducer<Value, Error>
  ) -> Signal<Outer, Error>.Observer {
    OuterObserver(self, toProducer)
  }

  fileprivate func outerValue(_ producer: SignalProducer<Value, Error>) {
    output.batch {
      switch strategy.kind {
      case .concurrent(let limit):
        if running.count < limit { start(producer) } else { waiting.append(producer) }
      case .latest:
        let previous = running.removeValue(forKey: latestID)
        latestID = nextID
        previous?.dispose()
        start(producer)
      case .race:
        if raceWinner == nil { start(producer) }
      case .throttle:
        if running.isEmpty { start(producer) }
      }
    }
  }

  fileprivate func outerCompletedEvent() {
    output.batch {
      outerCompleted = true
      completeIfDone()
    }
  }

  fileprivate func fail(_ error: Error) { output.receive(failed: error) }
  fileprivate func interrupt() { output.receiveInterrupted() }

  fileprivate func innerValue(_ value: Value, from id: Int) {
    output.batch {
      guard running[id] != nil else { return }
      if case .race = strategy.kind, raceWinner == nil { win(id) }
      output.receive(value)
    }
  }

  fileprivate func innerCompleted(_ id: Int) {
    output.batch {
      guard running.removeValue(forKey: id) != nil else { return }
      if case .race = strategy.kind, raceWinner == nil { win(id) }
      if let next = waiting.popFirst() { start(next) }
      completeIfDone()
    }
  }

  fileprivate func innerInterrupted(_ id: Int) {
    // An inner stream this state disposed itself (replaced or outrun) is no longer running.
    var isRunning = false
    output.batch { isRunning = running[id] != nil }
    if isRunning { output.receiveInterrupted() }
  }

  private func win(_ id: Int) {
    raceWinner = id
    let losers = running.filter { $0.key != id }
    for loser in losers.keys { running[loser] = nil }
    for loser in losers.values { loser.dispose() }
  }

  private func start(_ producer: SignalProducer<Value, Error>) {
    let id = nextID
    nextID += 1
    let slot = SerialDisposable()
    running[id] = slot
    guard !isStarting else { return toStart.append((id, slot, producer)) }
    isStarting = true
    slot.inner = producer.start(InnerObserver(self, id))
    while let next = toStart.popFirst() {
      // An inner replaced, outrun or disposed before its turn never starts.
      guard running[next.id] != nil else { continue }
      next.slot.inner = next.producer.start(InnerObserver(self, next.id))
    }
    isStarting = false
  }

  private func completeIfDone() {
    if outerCompleted && running.isEmpty && waiting.isEmpty { output.receiveCompleted() }
  }

  private func disposeAll() {
    var all: [SerialDisposable] = []
    output.batch {
      all = Array(running.values)
      running = [:]
      waiting = FIFOBuffer()
      toStart = FIFOBuffer()
    }
    for slot in all { slot.dispose() }
  }
}

// Safety: forwards to the state, which is thread-safe.
private final class OuterObserver<Outer, Value, Error: Swift.Error>: Signal<Outer, Error>.Observer, @unchecked Sendable
{
  private let state: FlattenState<Value, Error>
  private let toProducer: @Sendable (Outer) -> SignalProducer<Value, Error>

  init(_ state: FlattenState<Value, Error>, _ toProducer: @escaping @Sendable (Outer) -> SignalProducer<Value, Error>) {
    self.state = state
    self.toProducer = toProducer
    super.init()
  }

  override func receive(_ value: Outer) { state.outerValue(toProducer(value)) }
  override func receive(failed error: Error) { state.fail(error) }
  override func receiveCompleted() { state.outerCompletedEvent() }
  override func receiveInterrupted() { state.interrupt() }
}

// Safety: forwards to the state, which is thread-safe.
private final class InnerObserver<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  private let state: FlattenState<Value, Error>
  private let id: Int

  init(_ state: FlattenState<Value, Error>, _ id: Int) {
    self.state = state
    self.id = id
    super.init()
  }

  override func receive(_ value: Value) { state.innerValue(value, from: id) }
  override func receive(failed error: Error) { state.fail(error) }
  override func receiveCompleted() { state.innerCompleted(id) }
  override func receiveInterrupted() { state.innerInterrupted(id) }
}
