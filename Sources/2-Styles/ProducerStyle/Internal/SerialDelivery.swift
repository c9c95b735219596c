import StyleInternals
import Synchronization

/// The end of an observer chain where events sent from any thread become one serial stream that
/// obeys the grammar: signals and started producers deliver through one of these.
///
/// Delivery happens while holding `sendLock`, so observers are never called concurrently; this
/// is the one place where user code runs under a lock, because serialization needs it. The
/// thread holding the lock is recorded in `owner`, which gives three cheap paths:
/// - a thread that already owns delivery (a synchronous source inside ``batch(_:)``) delivers
///   directly, with no lock or atomic read-modify-write per value;
/// - a value sent re-entrantly from inside an observer is queued and delivered after the current
///   one, never recursively and never deadlocking;
/// - a terminal event that cannot take the lock (another delivery is running, perhaps on this
///   very thread) is left pending and delivered by the owner as it lets go.
///
/// A relayed signal (``RelayInput``) skips the lock for values: they arrive from inside its
/// upstream's delivery, which is already serial, through ``relay(_:)``.
// Safety: `isDelivering`, `queue` and `hasQueued` are touched only by the thread that holds
// `sendLock`; `pendingKind` and `pendingError` are written once by the sender that claimed the termination and read
// after `termination` says it is pending; the other state is atomic or behind a lock.
class SerialDelivery<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, Disposable, @unchecked Sendable {
  typealias Event = Signal<Value, Error>.Event

  // The terminal event's progress: claimed by one sender, then pending, then delivered.
  private static var unclaimed: UInt8 { 0 }
  private static var claimed: UInt8 { 1 }
  private static var pending: UInt8 { 2 }
  private static var delivered: UInt8 { 3 }

  private let sendLock = Lock()
  private let depthKey = DeliveryDepth.key
  private let owner = Synchronization.Atomic<UInt>(0)
  private let terminationRequested = Synchronization.Atomic<Bool>(false)
  private let termination = Synchronization.Atomic<UInt8>(0)
  // The claimed terminal event, kept without `Event` so that a start and its end need no generic
  // metadata look-up: the kind, and for a failure the error in a box.
  private var pendingKind = TerminalKind.completed
  private var pendingError: ErrorBox<Error>?
  private var isDelivering = false
  // Created only when an observer sends re-entrantly: a plain optional reference needs no
  // metadata to initialize or release, where an array of events would on every start.
  private var queue: EventQueue<Value, Error>?
  private var hasQueued = false
  private var isCounted = true
  private let countingScope: ResourceCountingScope?

  /// Ends when the terminal event has been delivered; marked ending as soon as it is requested.
  let lifetimeState = LifetimeState()

  override init() {
    countingScope = ProducerResources.created()
    super.init()
  }

  deinit {
    if isCounted { ProducerResources.released(in: countingScope) }
  }

  /// Whether the stream has terminated or is terminating (or was disposed, with its interruption
  /// on the way to a scheduler).
  final var isDisposed: Bool { terminationRequested.load(ordering: .relaxed) || lifetimeState.isEnding }

  /// Interrupts the stream (a started producer's disposable is its delivery end).
  ///
  /// When the run delivers on a scheduler (through `observe(on:)`, `delay`, `debounce`,
  /// `throttle`), its work stops at once but `interrupted` is delivered on that scheduler, as
  /// every other event of the run is.
  ///
  /// The interruption starts at the run's sources and passes down the run, as in ReactiveSwift:
  /// an operator on the way may turn it into something else (`materialize`); the stream is
  /// interrupted here too, in case nothing reached it.
  final func dispose() {
    guard let scheduler = lifetimeState.interruptionScheduler else {
      lifetimeState.interrupt()
      return receiveInterrupted()
    }
    guard !isDisposed else { return }
    lifetimeState.interrupt()
    lifetimeState.end()
    scheduler.schedule { [self] in receiveInterrupted() }
  }

  /// Delivers a value to the observers; called by the owning thread.
  func deliver(_ value: Value) { preconditionFailure("\(type(of: self)) must override deliver(_:)") }

  /// Delivers the terminal event to the observers, each through ``sendTerminal(to:)``; called
  /// once, by the owning thread.
  func deliverTerminal() {
    preconditionFailure("\(type(of: self)) must override deliverTerminal()")
  }

  /// Sends the terminal event being delivered to `observer`.
  final func sendTerminal(to observer: Signal<Value, Error>.Observer) {
    switch pendingKind {
    case .completed: observer.receiveCompleted()
    case .interrupted: observer.receiveInterrupted()
    case .failed: observer.receive(failed: Self.unboxed(pendingError))
    }
  }

  /// The terminal event being delivered, for observers that keep it (replaying).
  final var terminalEvent: Event {
    switch pendingKind {
    case .completed: .completed
    case .interrupted: .interrupted
    case .failed: .failed(Self.unboxed(pendingError))
    }
  }

  private static func unboxed(_ box: ErrorBox<Error>?) -> Error {
    // Only `receive(failed:)` claims a failure, and it always passes its error's box.
    guard let box else { preconditionFailure("a failure without its error") }
    return box.error
  }

  final override func receive(_ value: Value) {
    let thread = currentThreadID()
    if owner.load(ordering: .relaxed) == thread { return deliverOwned(value) }
    // The lock is taken by hand rather than through a closure: a closure capturing a generic
    // value costs a value-witness call per send in this unspecialised code.
    sendLock.lock()
    owner.store(thread, ordering: .relaxed)
    let depth = DeliveryDepth.enter(depthKey)
    deliverOwned(value)
    DeliveryDepth.leave(depth)
    owner.store(0, ordering: .relaxed)
    sendLock.unlock()
    if terminationRequested.load(ordering: .sequentiallyConsistent) { commitTermination() }
  }

  /// Delivers `value` at once, without the send lock: for a relayed signal, whose values arrive
  /// only from inside its upstream's serial delivery (see ``RelayInput``).
  final func relay(_ value: Value) {
    guard !terminationRequested.load(ordering: .relaxed) else { return }
    deliver(value)
  }

  final override func batch(_ body: () -> Void) {
    let thread = currentThreadID()
    if owner.load(ordering: .relaxed) == thread { return body() }
    sendLock.lock()
    owner.store(thread, ordering: .relaxed)
    let depth = DeliveryDepth.enter(depthKey)
    body()
    DeliveryDepth.leave(depth)
    owner.store(0, ordering: .relaxed)
    sendLock.unlock()
    if terminationRequested.load(ordering: .sequentiallyConsistent) { commitTermination() }
  }

  final override func receive(failed error: Error) { requestTermination(.failed, ErrorBox(error)) }
  final override func receiveCompleted() { requestTermination(.completed) }
  final override func receiveInterrupted() { requestTermination(.interrupted) }

  private func deliverOwned(_ value: Value) {
    guard !terminationRequested.load(ordering: .relaxed) else { return }
    if isDelivering {
      enqueue(value: value)
      return
    }
    isDelivering = true
    deliver(value)
    if hasQueued { drainQueued() }
    isDelivering = false
  }

  // Kept out of line: the queue is generic and rarely needed.
  @inline(never)
  private func enqueue(value: Value) { enqueued().values.append(.value(value)) }

  @inline(never)
  private func enqueue(_ kind: TerminalKind, _ error: ErrorBox<Error>?) {
    enqueued().values.append(.terminal(kind, error))
  }

  private func enqueued() -> EventQueue<Value, Error> {
    hasQueued = true
    if let queue { return queue }
    let created = EventQueue<Value, Error>()
    queue = created
    return created
  }

  /// Delivers what observers sent re-entrantly, in order; a queued terminal event ends the run.
  private func drainQueued() {
    guard let queue else { return }
    var head = 0
    while head < queue.values.count {
      let entry = queue.values[head]
      head += 1
      guard !terminationRequested.load(ordering: .relaxed) else { break }
      switch entry {
      case .value(let value): deliver(value)
      case .terminal(let kind, let error): requestTermination(kind, error, queueIfDelivering: false)
      }
    }
    queue.values.removeAll()
    hasQueued = false
  }

  private func requestTermination(
    _ kind: TerminalKind, _ error: ErrorBox<Error>? = nil, queueIfDelivering: Bool = true
  ) {
    guard !terminationRequested.load(ordering: .relaxed) else { return }
    let ownedHere = owner.load(ordering: .relaxed) == currentThreadID()
    if ownedHere && isDelivering && queueIfDelivering {
      enqueue(kind, error)
      return
    }
    let claim = termination.compareExchange(
      expected: Self.unclaimed, desired: Self.claimed, ordering: .acquiringAndReleasing)
    guard claim.exchanged else { return }
    pendingKind = kind
    pendingError = error
    termination.store(Self.pending, ordering: .releasing)
    terminationRequested.store(true, ordering: .sequentiallyConsistent)
    lifetimeState.markEnding()
    // The owning frame, further up this thread's stack, commits as it lets go of the lock.
    if !ownedHere { commitTermination() }
  }

  @inline(never)
  private func commitTermination() {
    guard terminationRequested.load(ordering: .sequentiallyConsistent) else { return }
    let committed =
      sendLock.withLockIfAvailable { () -> Bool in
        let take = termination.compareExchange(
          expected: Self.pending, desired: Self.delivered, ordering: .acquiringAndReleasing)
        guard take.exchanged else { return false }
        owner.store(currentThreadID(), ordering: .relaxed)
        let depth = DeliveryDepth.enter(depthKey)
        isDelivering = true
        deliverTerminal()
        isDelivering = false
        DeliveryDepth.leave(depth)
        pendingError = nil
        queue = nil
        hasQueued = false
        // A terminated stream is no longer live, even while a disposable still refers to it.
        isCounted = false
        ProducerResources.released(in: countingScope)
        owner.store(0, ordering: .relaxed)
        return true
      } ?? false
    if committed { lifetimeState.end() }
  }
}

/// The kinds of terminal event, without the generic payload of ``Signal/Event``.
enum TerminalKind: UInt8 {
  case failed, completed, interrupted
}

/// A failure's error, boxed so that the delivery end can hold it without generic storage.
// Safety: immutable.
final class ErrorBox<Error: Swift.Error>: @unchecked Sendable {
  let error: Error
  init(_ error: Error) { self.error = error }
}

/// What observers sent re-entrantly during a delivery, in order.
final class EventQueue<Value, Error: Swift.Error> {
  enum Entry {
    case value(Value)
    case terminal(TerminalKind, ErrorBox<Error>?)
  }

  var values: [Entry] = []
}
