import StyleInternals

/// The receivers attached to a subject, as plain objects (each one a `Receiver<Element>`).
typealias Receivers = ContiguousArray<AnyObject>

/// The machinery every subject shares: its observers, its terminal state, and the emitter that
/// keeps observers from being called concurrently.
///
/// Sends are serialised by an *emitter* role instead of a lock held during delivery: the thread
/// that finds the subject idle becomes the emitter, delivers its event outside the lock, then
/// drains whatever other threads queued meanwhile. A send from another thread while a delivery
/// is in progress is queued and returns at once, so two subjects feeding each other from two
/// threads cannot deadlock. A send from the emitting thread itself (an observer sending into the
/// subject it observes) is delivered nested, at once, as RxSwift does, and reported as a
/// re-entrancy anomaly. Subscribing takes the same path, so a new subscriber's replay reaches it
/// before any later element and never concurrently with one.
///
/// The direct paths build no generic value besides what they deliver: each `deliver…` method
/// is entered with the lock held, changes the state, unlocks and calls out. Only work queued by
/// another thread is boxed, in a ``QueuedWork``.
// Safety: every mutable property is only touched while `lock` is held.
final class SubjectCore<Element>: @unchecked Sendable {
  // Every `var` below is only touched while `lock` is held, so exclusivity is not checked at run
  // time. Plain fields beside `Lock(())` rather than a `Lock<State>` are a documented exception
  // (see `StyleInternals/Lock.swift`), for speed on the send path (see Benchmarks/README.md).
  private let lock = Lock(())
  private let buffer: SubjectBuffer<Element>
  /// The attached receivers in the order they hear events, kept untyped for speed on the send
  /// path.
  @exclusivity(unchecked) private var observers = Receivers()
  /// Whether `observers[0]` holds the first slot. RxSwift's observer bag keeps its first observer
  /// in a slot of its own, called before the others, and gives that slot to the next observer
  /// once it is free: a subscriber that arrives after the first one left hears events first.
  /// (Past 31 observers RxSwift keeps the newcomers in a dictionary, called in hash order; here
  /// they keep the order they came in.)
  @exclusivity(unchecked) private var holdsFirstSlot = false
  @exclusivity(unchecked) private var ending = SubjectEnding.running
  /// Mirrors "running and not disposed" without reading an enum per send.
  @exclusivity(unchecked) private var acceptsEvents = true
  @exclusivity(unchecked) private var disposed = false
  /// The thread delivering events right now, or 0.
  @exclusivity(unchecked) private var emittingThread: UInt = 0
  /// Work other threads queued while this one was delivering (each a `QueuedWork<Element>`).
  @exclusivity(unchecked) private var pending = Receivers()
  @exclusivity(unchecked) private var pendingStart = 0
  private let countingScope: ResourceCountingScope?

  init(buffer: SubjectBuffer<Element>) {
    self.buffer = buffer
    countingScope = Resources.created()
  }

  deinit {
    Resources.released(in: countingScope)
  }

  var hasObservers: Bool {
    lock.lock()
    defer { lock.unlock() }
    return !observers.isEmpty
  }

  var isDisposed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return disposed
  }

  /// Reads the terminal state under the lock: the error the subject failed with, and whether it
  /// was disposed.
  func inspect<Result>(_ body: (_ error: (any Error)?, _ disposed: Bool) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    if case .failed(let error) = ending { return body(error, disposed) }
    return body(nil, disposed)
  }

  /// Sends an element: the per-element path, with no `Event` built unless the send is queued.
  func sendNext(_ element: Element) {
    guard let isNested = becomeEmitter(orQueue: QueuedWork(element: element)) else { return }
    if isNested { reportReentrancyUnlocked() }
    deliverNext(element)
    if !isNested { finishEmitting() }
  }

  /// Sends any event.
  func send(_ event: Event<Element>) {
    switch event {
    case .next(let element): sendNext(element)
    case .error(let error): end(.failed(error))
    case .completed: end(.completed)
    }
  }

  /// Sends `.error` or `.completed`.
  func end(_ ending: SubjectEnding) {
    guard let isNested = becomeEmitter(orQueue: QueuedWork(ending: ending)) else { return }
    if isNested { reportReentrancyUnlocked() }
    deliverEnding(ending)
    if !isNested { finishEmitting() }
  }

  /// Attaches `receiver`; it is replayed what the buffer holds (and the terminal event) first.
  func subscribe(_ receiver: Receiver<Element>, owner: any AnyObject & Sendable) -> any Disposable {
    let subscription = SubjectSubscription(core: self, receiver: receiver)
    guard let isNested = becomeEmitter(orQueue: QueuedWork(subscription: subscription, owner: owner)) else {
      return subscription
    }
    deliverAttachment(subscription, owner: owner)
    if !isNested { finishEmitting() }
    return subscription
  }

  func remove(_ subscription: SubjectSubscription<Element>) {
    let receiver = subscription.receiver
    lock.lock()
    if let index = observers.firstIndex(where: { $0 === receiver }) {
      if index == 0 { holdsFirstSlot = false }
      observers.remove(at: index)
    }
    lock.unlock()
  }

  /// Stops the subject: observers are dropped without an event and later sends are ignored.
  func dispose() {
    lock.lock()
    disposed = true
    acceptsEvents = false
    ending = .running
    let dropped = observers
    observers = Receivers()
    holdsFirstSlot = false
    buffer.removeAll()
    lock.unlock()
    // Released outside the lock: a receiver's deinit may run user code.
    withExtendedLifetime(dropped) {}
  }

  /// Takes the emitter role and returns whether this thread already had it (a nested send), with
  /// the lock held; or, when another thread is emitting, queues `work` for it and returns `nil`,
  /// unlocked. `work` is only built in that case.
  @inline(__always)
  private func becomeEmitter(orQueue work: @autoclosure () -> QueuedWork<Element>) -> Bool? {
    let thread = currentThreadID()
    lock.lock()
    if emittingThread != 0, emittingThread != thread {
      enqueueWhileLocked(work())
      lock.unlock()
      return nil
    }
    let isNested = emittingThread == thread
    emittingThread = thread
    return isNested
  }

  /// Kept out of line so that the common paths never touch the queued-work type.
  @inline(never)
  private func enqueueWhileLocked(_ work: QueuedWork<Element>) {
    pending.append(work)
  }

  /// Gives up the emitter role, unless other threads queued work meanwhile.
  @inline(__always)
  private func finishEmitting() {
    lock.lock()
    if pendingStart == pending.count {
      emittingThread = 0
      lock.unlock()
      return
    }
    lock.unlock()
    drainPending()
  }

  /// Delivers what other threads queued while this one was delivering, then gives up the role.
  @inline(never)
  private func drainPending() {
    while true {
      lock.lock()
      guard pendingStart < pending.count else {
        pending.removeAll()
        pendingStart = 0
        emittingThread = 0
        lock.unlock()
        return
      }
      let work = unsafeDowncast(pending[pendingStart], to: QueuedWork<Element>.self)
      pendingStart += 1
      if let subscription = work.subscription, let owner = work.owner {
        deliverAttachment(subscription, owner: owner)
      } else if let ending = work.ending {
        deliverEnding(ending)
      } else if let element = work.element {
        deliverNext(element)
      } else {
        lock.unlock()
      }
    }
  }

  // The three methods below are entered with the lock held; each releases it before calling out.

  private func deliverNext(_ element: Element) {
    let receivers = acceptsEvents && buffer.record(element) ? observers : Receivers()
    lock.unlock()
    for receiver in receivers { unsafeDowncast(receiver, to: Receiver<Element>.self).onNext(element) }
  }

  private func deliverEnding(_ ending: SubjectEnding) {
    guard acceptsEvents else { return lock.unlock() }
    self.ending = ending
    acceptsEvents = false
    let receivers = observers
    observers = Receivers()
    holdsFirstSlot = false
    var isCompleted = false
    if case .completed = ending { isCompleted = true }
    guard isCompleted, buffer.hasElementsBeforeCompletion else {
      lock.unlock()
      for receiver in receivers { deliver(ending, to: unsafeDowncast(receiver, to: Receiver<Element>.self)) }
      return
    }
    let before = buffer.elementsBeforeCompletion()
    lock.unlock()
    // Counted loops: iterating an array's `indices` in unspecialised code goes through generic
    // collection witnesses.
    for index in 0..<before.count {
      for receiver in receivers { unsafeDowncast(receiver, to: Receiver<Element>.self).onNext(before[index]) }
    }
    for receiver in receivers { deliver(ending, to: unsafeDowncast(receiver, to: Receiver<Element>.self)) }
  }

  private func deliverAttachment(_ subscription: SubjectSubscription<Element>, owner: any AnyObject & Sendable) {
    let receiver = subscription.receiver
    guard !subscription.isDisposed else { return lock.unlock() }
    if disposed {
      lock.unlock()
      return receiver.onError(RxError.disposed(object: owner))
    }
    let ending = ending
    if case .running = ending { attach(receiver) }
    let elements = buffer.replay(after: ending)
    lock.unlock()
    for index in 0..<elements.count { receiver.onNext(elements[index]) }
    deliver(ending, to: receiver)
  }

  /// Adds `receiver` where RxSwift's bag would call it: in the first slot when that is free,
  /// otherwise after the others. Called under the lock.
  private func attach(_ receiver: Receiver<Element>) {
    if holdsFirstSlot {
      observers.append(receiver)
    } else {
      observers.insert(receiver, at: 0)
      holdsFirstSlot = true
    }
  }

  private func deliver(_ ending: SubjectEnding, to receiver: Receiver<Element>) {
    switch ending {
    case .running: break
    case .completed: receiver.onCompleted()
    case .failed(let error): receiver.onError(error)
    }
  }

  /// Reports a nested send; entered and left with the lock held, released meanwhile because the
  /// report may run user code. Other threads queue meanwhile: this one is still the emitter.
  private func reportReentrancyUnlocked() {
    guard SynchronizationChecks.isEnabled else { return }
    lock.unlock()
    SynchronizationChecks.report(SynchronizationAnomaly(kind: .reentrancy))
    lock.lock()
  }
}

/// A send or subscription another thread queued while the subject was delivering.
private final class QueuedWork<Element> {
  var element: Element?
  var ending: SubjectEnding?
  var subscription: SubjectSubscription<Element>?
  var owner: (any AnyObject & Sendable)?

  init(element: Element) { self.element = element }
  init(ending: SubjectEnding) { self.ending = ending }

  init(subscription: SubjectSubscription<Element>, owner: any AnyObject & Sendable) {
    self.subscription = subscription
    self.owner = owner
  }
}
