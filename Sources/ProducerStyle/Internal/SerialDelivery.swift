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
// Safety: `isDelivering`, `queued` and `queuedHead` are touched only by the thread that holds
// `sendLock`; `pendingEvent` is written once by the sender that claimed the termination and read
// after `termination` says it is pending; the other state is atomic or behind a lock.
class SerialDelivery<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, Disposable, @unchecked Sendable {
  typealias Event = Signal<Value, Error>.Event

  // The terminal event's progress: claimed by one sender, then pending, then delivered.
  private static var unclaimed: UInt8 { 0 }
  private static var claimed: UInt8 { 1 }
  private static var pending: UInt8 { 2 }
  private static var delivered: UInt8 { 3 }

  private let sendLock = PThreadLock()
  private let owner = Atomic<UInt>(0)
  private let terminationRequested = Atomic<Bool>(false)
  private let termination = Atomic<UInt8>(0)
  private var pendingEvent: Event?
  private var isDelivering = false
  private var queued: [Event] = []
  private var queuedHead = 0
  // Read per value instead of `queued.isEmpty`, which would look up the array's generic metadata.
  private var hasQueued = false
  private var isCounted = true

  /// Ends when the terminal event has been delivered; marked ending as soon as it is requested.
  let lifetimeState = LifetimeState()

  override init() {
    ProducerResources.incrementTotal()
    super.init()
  }

  deinit {
    if isCounted { ProducerResources.decrementTotal() }
  }

  /// Whether the stream has terminated or is terminating.
  final var isDisposed: Bool { terminationRequested.load(ordering: .relaxed) }

  /// Interrupts the stream (a started producer's disposable is its delivery end).
  final func dispose() { receiveInterrupted() }

  /// Delivers a value to the observers; called by the owning thread.
  func deliver(_ value: Value) { preconditionFailure("\(type(of: self)) must override deliver(_:)") }

  /// Delivers the terminal event to the observers; called once, by the owning thread.
  func deliverTerminal(_ event: Event) {
    preconditionFailure("\(type(of: self)) must override deliverTerminal(_:)")
  }

  final override func receive(_ value: Value) {
    if owner.load(ordering: .relaxed) == currentThreadID() {
      deliverOwned(value)
    } else {
      withOwnership { deliverOwned(value) }
    }
  }

  final override func batch(_ body: () -> Void) {
    if owner.load(ordering: .relaxed) == currentThreadID() {
      body()
    } else {
      withOwnership(body)
    }
  }

  final override func receive(failed error: Error) { requestTermination(.failed(error)) }
  final override func receiveCompleted() { requestTermination(.completed) }
  final override func receiveInterrupted() { requestTermination(.interrupted) }

  private func withOwnership(_ body: () -> Void) {
    sendLock.withLock {
      owner.store(currentThreadID(), ordering: .relaxed)
      body()
      owner.store(0, ordering: .relaxed)
    }
    commitTermination()
  }

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

  // Kept out of line: building an `Event` in `deliverOwned` itself would make every call look up
  // the enum's generic metadata.
  @inline(never)
  private func enqueue(value: Value) { enqueue(.value(value)) }

  @inline(never)
  private func enqueue(_ event: Event) {
    queued.append(event)
    hasQueued = true
  }

  /// Delivers what observers sent re-entrantly, in order; a queued terminal event ends the run.
  private func drainQueued() {
    while queuedHead < queued.count {
      let event = queued[queuedHead]
      queuedHead += 1
      guard !terminationRequested.load(ordering: .relaxed) else { break }
      if case .value(let value) = event {
        deliver(value)
      } else {
        requestTermination(event, queueIfDelivering: false)
      }
    }
    queued = []
    queuedHead = 0
    hasQueued = false
  }

  private func requestTermination(_ event: Event, queueIfDelivering: Bool = true) {
    guard !terminationRequested.load(ordering: .relaxed) else { return }
    let ownedHere = owner.load(ordering: .relaxed) == currentThreadID()
    if ownedHere && isDelivering && queueIfDelivering {
      enqueue(event)
      return
    }
    let claim = termination.compareExchange(
      expected: Self.unclaimed, desired: Self.claimed, ordering: .acquiringAndReleasing)
    guard claim.exchanged else { return }
    pendingEvent = event
    termination.store(Self.pending, ordering: .releasing)
    terminationRequested.store(true, ordering: .sequentiallyConsistent)
    lifetimeState.markEnding()
    // The owning frame, further up this thread's stack, commits as it lets go of the lock.
    if !ownedHere { commitTermination() }
  }

  private func commitTermination() {
    guard terminationRequested.load(ordering: .sequentiallyConsistent) else { return }
    let committed =
      sendLock.withLockIfAvailable { () -> Bool in
        let take = termination.compareExchange(
          expected: Self.pending, desired: Self.delivered, ordering: .acquiringAndReleasing)
        guard take.exchanged, let event = pendingEvent else { return false }
        pendingEvent = nil
        owner.store(currentThreadID(), ordering: .relaxed)
        isDelivering = true
        deliverTerminal(event)
        isDelivering = false
        queued = []
        hasQueued = false
        // A terminated stream is no longer live, even while a disposable still refers to it.
        isCounted = false
        ProducerResources.decrementTotal()
        owner.store(0, ordering: .relaxed)
        return true
      } ?? false
    if committed { lifetimeState.end() }
  }
}
