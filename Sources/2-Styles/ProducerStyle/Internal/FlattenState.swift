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
  // Set when the run ends: what the outer stream still sends as it is interrupted starts nothing.
  private var isDisposed = false
  private let lifetime: Lifetime

  init(_ downstream: Signal<Value, Error>.Observer, _ lifetime: Lifetime, _ strategy: FlattenStrategy) {
    output = SerializingInput(downstream)
    self.strategy = strategy
    self.lifetime = lifetime
    interruptsOutput(output, in: lifetime)
    lifetime.observeEnded { [self] in disposeAll() }
  }

  /// The observer of the outer stream, turning each of its values into an inner producer.
  func outerObserver<Outer>(
    _ toProducer: @escaping @Sendable (Outer) -> SignalProducer<Value, Error>
  ) -> Signal<Outer, Error>.Observer {
    OuterObserver(self, toProducer)
  }

  fileprivate func outerValue(_ producer: SignalProducer<Value, Error>) {
    var replaced: SerialDisposable?
    output.batch {
      guard !isDisposed, !lifetime.hasEnded else { return }
      switch strategy.kind {
      case .concurrent(let limit):
        if running.count < limit { claim(producer) } else { waiting.append(producer) }
      case .latest:
        replaced = running.removeValue(forKey: latestID)
        latestID = nextID
        claim(producer)
      case .race:
        if raceWinner == nil { claim(producer) }
      case .throttle:
        if running.isEmpty { claim(producer) }
      }
    }
    replaced?.dispose()
    startClaimed()
  }

  fileprivate func outerCompletedEvent() {
    var isDone = false
    output.batch {
      outerCompleted = true
      isDone = self.isDone
    }
    if isDone { output.receiveCompleted() }
  }

  fileprivate func fail(_ error: Error) { output.receive(failed: error) }
  fileprivate func interrupt() { output.receiveInterrupted() }

  fileprivate func innerValue(_ value: Value, from id: Int) {
    var losers: [SerialDisposable]?
    output.batch {
      guard running[id] != nil else { return }
      if case .race = strategy.kind, raceWinner == nil {
        losers = win(id)
        return
      }
      output.receive(value)
    }
    guard let losers else { return }
    // The winner's first value: as in ReactiveSwift, the losers are disposed before it passes on.
    for loser in losers { loser.dispose() }
    output.batch { if running[id] != nil { output.receive(value) } }
  }

  fileprivate func innerFailed(_ error: Error, from id: Int) {
    disposeLosers(ifWinning: id)
    output.receive(failed: error)
  }

  fileprivate func innerCompleted(_ id: Int) {
    var losers: [SerialDisposable] = []
    var isDone = false
    var wasRunning = false
    output.batch {
      guard running.removeValue(forKey: id) != nil else { return }
      wasRunning = true
      if case .race = strategy.kind, raceWinner == nil { losers = win(id) }
      if let next = waiting.popFirst() { claim(next) }
      isDone = self.isDone
    }
    // An inner this state disposed itself (replaced, outrun) starts nothing: the handler that
    // disposed it starts what replaces it once the disposal is over.
    guard wasRunning else { return }
    for loser in losers { loser.dispose() }
    // Outside the handling, as in ReactiveSwift: the next inner's events, and the end of the
    // whole, reach downstream before the inner that just completed is disposed.
    if isDone { output.receiveCompleted() }
    startClaimed()
  }

  fileprivate func innerInterrupted(_ id: Int) {
    switch strategy.kind {
    case .concurrent, .latest:
      // ReactiveSwift ends such an inner as if it had completed.
      innerCompleted(id)
    case .race, .throttle:
      // An inner stream this state disposed itself (replaced or outrun) is no longer running.
      var isRunning = false
      output.batch { isRunning = running[id] != nil }
      guard isRunning else { return }
      disposeLosers(ifWinning: id)
      output.receiveInterrupted()
    }
  }

  /// When `id` ends a race before any inner sent a value, makes it the winner and disposes the
  /// losers first, as ReactiveSwift does before it passes the winner's first event on.
  private func disposeLosers(ifWinning id: Int) {
    guard case .race = strategy.kind else { return }
    var losers: [SerialDisposable] = []
    output.batch { if raceWinner == nil, running[id] != nil { losers = win(id) } }
    for loser in losers { loser.dispose() }
  }

  /// Makes `id` the winner of a race; returns the losers, to dispose outside the handling.
  private func win(_ id: Int) -> [SerialDisposable] {
    raceWinner = id
    let losers = running.keys.filter { $0 != id }.sorted()
    defer { for loser in losers { running[loser] = nil } }
    return losers.compactMap { running[$0] }
  }

  /// Records an inner producer as running, to be started by ``startClaimed()``.
  private func claim(_ producer: SignalProducer<Value, Error>) {
    let id = nextID
    nextID += 1
    let slot = SerialDisposable()
    running[id] = slot
    toStart.append((id, slot, producer))
  }

  /// Starts the claimed inner producers, outside the handling of events, so that what they send
  /// at once reaches downstream at once. One loop starts them: an inner that completes while it
  /// starts claims the next one without starting it, so a long chain of inners that complete at
  /// once runs in a loop, not in ever deeper recursion.
  private func startClaimed() {
    var claimedLoop = false
    output.batch {
      if !isStarting && !toStart.isEmpty {
        isStarting = true
        claimedLoop = true
      }
    }
    guard claimedLoop else { return }
    while true {
      var next: (id: Int, slot: SerialDisposable, producer: SignalProducer<Value, Error>)?
      output.batch {
        // An inner replaced, outrun or disposed before its turn never starts.
        while next == nil, let candidate = toStart.popFirst() {
          if running[candidate.id] != nil { next = candidate }
        }
        if next == nil { isStarting = false }
      }
      guard let next else { return }
      next.slot.inner = next.producer.start(InnerObserver(self, next.id))
    }
  }

  private var isDone: Bool { outerCompleted && running.isEmpty && waiting.isEmpty }

  private func disposeAll() {
    var all: [SerialDisposable] = []
    output.batch {
      isDisposed = true
      // In the order they started, as ReactiveSwift disposes them.
      all = running.keys.sorted().compactMap { running[$0] }
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
  override func receive(failed error: Error) { state.innerFailed(error, from: id) }
  override func receiveCompleted() { state.innerCompleted(id) }
  override func receiveInterrupted() { state.innerInterrupted(id) }
}
