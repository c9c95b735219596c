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
  // The queues hold inner producers as starts of a type that names neither `Value` nor `Error`:
  // in this unspecialised code, a queue of producers or of tuples holding one would look up
  // its generic metadata at every use, which cost more than the rest of an inner's handling.
  // The fields are touched only inside `output.batch`, which already makes each access exclusive.
  @exclusivity(unchecked) private var running: [Int: InnerRun] = [:]
  @exclusivity(unchecked) private var waiting = FIFOBuffer<InnerStart>()
  @exclusivity(unchecked) private var nextID = 0
  @exclusivity(unchecked) private var latestID = -1
  @exclusivity(unchecked) private var raceWinner: Int?
  @exclusivity(unchecked) private var outerCompleted = false
  // Inner producers claimed but not started yet, and whether a loop up the stack is starting
  // them: an inner that completes while it starts claims the next one without starting it, so
  // a long chain of inners that complete at once runs in a loop, not in ever deeper recursion.
  @exclusivity(unchecked) private var toStart = FIFOBuffer<InnerRun>()
  @exclusivity(unchecked) private var isStarting = false
  // Set when the run ends: what the outer stream still sends as it is interrupted starts nothing.
  @exclusivity(unchecked) private var isDisposed = false
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
    let start = InnerStart { [self] run in producer.start(InnerObserver(self, run)) }
    var replaced: InnerRun?
    var first: Claimed?
    output.batch {
      guard !isDisposed, !lifetime.hasEnded else { return }
      switch strategy.kind {
      case .concurrent(let limit):
        if running.count < limit { claim(start) } else { waiting.append(start) }
      case .latest:
        replaced = remove(latestID)
        latestID = nextID
        claim(start)
      case .race:
        if raceWinner == nil { claim(start) }
      case .throttle:
        if running.isEmpty { claim(start) }
      }
      // With nothing to dispose before the starts, the loop that starts them is taken here.
      if replaced == nil { first = takeStartLoop() }
    }
    if let replaced {
      replaced.slot.dispose()
      startClaimed()
    } else if let first {
      runStartLoop(from: first)
    }
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

  fileprivate func innerValue(_ value: Value, from run: InnerRun) {
    var losers: [InnerRun]?
    output.batch {
      guard run.isRunning else { return }
      if case .race = strategy.kind, raceWinner == nil {
        losers = win(run.id)
        return
      }
      output.receive(value)
    }
    guard let losers else { return }
    // The winner's first value: as in ReactiveSwift, the losers are disposed before it passes on.
    for loser in losers { loser.slot.dispose() }
    output.batch { if run.isRunning { output.receive(value) } }
  }

  fileprivate func innerFailed(_ error: Error, from run: InnerRun) {
    disposeLosers(ifWinning: run)
    output.receive(failed: error)
  }

  fileprivate func innerCompleted(_ run: InnerRun) {
    var losers: [InnerRun] = []
    var isDone = false
    var wasRunning = false
    var needsStart = false
    output.batch {
      guard run.isRunning else { return }
      _ = remove(run.id)
      wasRunning = true
      if case .race = strategy.kind, raceWinner == nil { losers = win(run.id) }
      if let next = waiting.popFirst() { claim(next) }
      isDone = self.isDone
      // A loop already starting inners (up this stack, or on another thread) starts the one
      // claimed here too.
      needsStart = !isStarting && !toStart.isEmpty
    }
    // An inner this state disposed itself (replaced, outrun) starts nothing: the handler that
    // disposed it starts what replaces it once the disposal is over.
    guard wasRunning else { return }
    for loser in losers { loser.slot.dispose() }
    // Outside the handling, as in ReactiveSwift: the next inner's events, and the end of the
    // whole, reach downstream before the inner that just completed is disposed.
    if isDone { output.receiveCompleted() }
    if needsStart { startClaimed() }
  }

  fileprivate func innerInterrupted(_ run: InnerRun) {
    switch strategy.kind {
    case .concurrent, .latest:
      // ReactiveSwift ends such an inner as if it had completed.
      innerCompleted(run)
    case .race, .throttle:
      // An inner stream this state disposed itself (replaced or outrun) is no longer running.
      var isRunning = false
      output.batch { isRunning = run.isRunning }
      guard isRunning else { return }
      disposeLosers(ifWinning: run)
      output.receiveInterrupted()
    }
  }

  /// When `run` ends a race before any inner sent a value, makes it the winner and disposes the
  /// losers first, as ReactiveSwift does before it passes the winner's first event on.
  private func disposeLosers(ifWinning run: InnerRun) {
    guard case .race = strategy.kind else { return }
    var losers: [InnerRun] = []
    output.batch { if raceWinner == nil, run.isRunning { losers = win(run.id) } }
    for loser in losers { loser.slot.dispose() }
  }

  /// Makes `id` the winner of a race; returns the losers, to dispose outside the handling.
  private func win(_ id: Int) -> [InnerRun] {
    raceWinner = id
    return running.keys.filter { $0 != id }.sorted().compactMap { remove($0) }
  }

  /// Records an inner producer as running, to be started by the start loop.
  private func claim(_ start: InnerStart) {
    let run = InnerRun(id: nextID, start)
    nextID += 1
    running[run.id] = run
    toStart.append(run)
  }

  /// Removes the inner `id` from the running ones; its events are ignored from now on.
  private func remove(_ id: Int) -> InnerRun? {
    guard let run = running.removeValue(forKey: id) else { return nil }
    run.isRunning = false
    run.start = nil
    return run
  }

  /// Takes the loop that starts the claimed inners, if no loop runs yet and there is an inner to
  /// start: returns the first one; called inside the handling.
  private func takeStartLoop() -> Claimed? {
    guard !isStarting, let first = nextToStart() else { return nil }
    isStarting = true
    return first
  }

  /// The next claimed inner still running, with its start, which it lets go of; an inner
  /// replaced, outrun or disposed before its turn never starts. Called inside the handling.
  private func nextToStart() -> Claimed? {
    while let candidate = toStart.popFirst() {
      guard candidate.isRunning, let start = candidate.start else { continue }
      candidate.start = nil
      return (candidate, start)
    }
    return nil
  }

  /// Starts the claimed inner producers, outside the handling of events, so that what they send
  /// at once reaches downstream at once. One loop starts them: an inner that completes while it
  /// starts claims the next one without starting it, so a long chain of inners that complete at
  /// once runs in a loop, not in ever deeper recursion.
  private func startClaimed() {
    var first: Claimed?
    output.batch { first = takeStartLoop() }
    if let first { runStartLoop(from: first) }
  }

  /// The loop taken by ``takeStartLoop()``: starts `first`, then each inner claimed meanwhile.
  private func runStartLoop(from first: Claimed) {
    var next: Claimed? = first
    while let (run, start) = next {
      run.slot.inner = start.run(run)
      next = nil
      output.batch {
        next = nextToStart()
        if next == nil { isStarting = false }
      }
    }
  }

  private var isDone: Bool { outerCompleted && running.isEmpty && waiting.isEmpty }

  private func disposeAll() {
    var all: [InnerRun] = []
    output.batch {
      isDisposed = true
      // In the order they started, as ReactiveSwift disposes them.
      all = running.keys.sorted().compactMap { remove($0) }
      running = [:]
      waiting = FIFOBuffer()
      toStart = FIFOBuffer()
    }
    for run in all { run.slot.dispose() }
  }
}

/// One inner stream of a flattening, from its claim on: whether it still counts as running,
/// which its events read instead of looking it up, its start until it starts, and the disposable
/// of its run.
// Safety: `isRunning` and `start` are touched only inside the flattening's `output.batch`; the
// rest is immutable, and the disposable is thread-safe.
private final class InnerRun: @unchecked Sendable {
  let id: Int
  let slot = SerialDisposable()
  @exclusivity(unchecked) var isRunning = true
  @exclusivity(unchecked) var start: InnerStart?

  init(id: Int, _ start: InnerStart) {
    self.id = id
    self.start = start
  }
}

/// An inner claimed and taken off the queue of starts, with its start.
private typealias Claimed = (run: InnerRun, start: InnerStart)

/// How to start one inner producer of a flattening into the run it is claimed for, in a type
/// that names neither the values nor the error.
private struct InnerStart {
  let run: (InnerRun) -> any Disposable
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
  private let run: InnerRun

  init(_ state: FlattenState<Value, Error>, _ run: InnerRun) {
    self.state = state
    self.run = run
    super.init()
  }

  override func receive(_ value: Value) { state.innerValue(value, from: run) }
  override func receive(failed error: Error) { state.innerFailed(error, from: run) }
  override func receiveCompleted() { state.innerCompleted(run) }
  override func receiveInterrupted() { state.innerInterrupted(run) }
}
