import Synchronization

/// The receivers attached to a subject, as plain objects (each one a `Receiver<Element>`).
typealias Receivers = ContiguousArray<AnyObject>

/// What a subject keeps besides its observers, and so what a late subscriber is replayed.
protocol SubjectBuffer<Element> {
  associatedtype Element

  /// Records an element sent to the subject; returns whether current observers receive it now.
  mutating func record(_ element: Element) -> Bool

  /// The elements a new subscriber receives first; `stop` is how the subject ended, if it did.
  func replay(endedBy stop: Event<Element>?) -> [Element]

  /// Elements the current observers receive just before `.completed` (AsyncSubject's last one).
  func elementsBeforeCompletion() -> [Element]

  /// Forgets everything (the subject was disposed).
  mutating func removeAll()
}

extension SubjectBuffer {
  func elementsBeforeCompletion() -> [Element] { [] }
}

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
// Safety: every mutable property is only touched while `lock` is held.
final class SubjectCore<Buffer: SubjectBuffer>: @unchecked Sendable {
  typealias Element = Buffer.Element

  private enum Pending {
    case event(Event<Element>)
    case attach(SubjectSubscription<Buffer>, owner: any AnyObject & Sendable)
  }

  private enum Delivery {
    case none
    case next(Element, Receivers)
    case terminal(Event<Element>, before: [Element], Receivers)
    case replay([Element], Event<Element>?, Receiver<Element>)
  }

  // Every `var` below is only touched while `lock` is held. Exclusivity is not checked at run
  // time: the lock already guarantees it, and the checks cost more than the send itself.
  private let lock = Lock()
  @exclusivity(unchecked) private var buffer: Buffer
  /// The attached receivers, kept untyped: a non-generic array costs no generic-metadata
  /// lookups per send, where an array of `Receiver<Element>` in unspecialised code would.
  @exclusivity(unchecked) private var observers = Receivers()
  @exclusivity(unchecked) private var stopEvent: Event<Element>?
  /// Mirrors `stopEvent != nil` or disposal without touching a generic optional per send.
  @exclusivity(unchecked) private var acceptsEvents = true
  @exclusivity(unchecked) private var disposed = false
  /// The thread delivering events right now, or 0.
  @exclusivity(unchecked) private var emittingThread: UInt = 0
  @exclusivity(unchecked) private var pending: [Pending] = []
  @exclusivity(unchecked) private var pendingCount = 0

  init(buffer: Buffer) {
    self.buffer = buffer
    Resources.incrementTotal()
  }

  deinit {
    Resources.decrementTotal()
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

  /// Reads the buffer and terminal state under the lock.
  func inspect<Result>(_ body: (Buffer, Event<Element>?, Bool) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(buffer, stopEvent, disposed)
  }

  /// Sends an element: the per-element path, with no `Event` built unless the send is queued.
  func sendNext(_ element: Element) {
    let thread = currentThreadID()
    lock.lock()
    if emittingThread != 0, emittingThread != thread {
      enqueueWhileLocked(element)
      lock.unlock()
      return
    }
    let isNested = emittingThread == thread
    emittingThread = thread
    let receivers = acceptsEvents && buffer.record(element) ? observers : Receivers()
    lock.unlock()
    if isNested { reportReentrancy() }
    for receiver in receivers { unsafeDowncast(receiver, to: Receiver<Element>.self).onNext(element) }
    if !isNested { finishEmitting() }
  }

  /// Kept out of `sendNext` so that the common path never touches the generic `Pending` type.
  @inline(never)
  private func enqueueWhileLocked(_ element: Element) {
    pending.append(.event(.next(element)))
    pendingCount += 1
  }

  /// Gives up the emitter role, unless other threads queued work meanwhile.
  @inline(__always)
  private func finishEmitting() {
    lock.lock()
    if pendingCount == 0 {
      emittingThread = 0
      lock.unlock()
      return
    }
    lock.unlock()
    drainPending()
  }

  /// Sends any event.
  func send(_ event: Event<Element>) {
    if case .next(let element) = event { return sendNext(element) }
    submit(.event(event))
  }

  /// Attaches `receiver`; it is replayed what the buffer holds (and the terminal event) first.
  func subscribe(_ receiver: Receiver<Element>, owner: any AnyObject & Sendable) -> any Disposable {
    let subscription = SubjectSubscription(core: self, receiver: receiver)
    submit(.attach(subscription, owner: owner))
    return subscription
  }

  func remove(_ subscription: SubjectSubscription<Buffer>) {
    let receiver = subscription.receiver
    lock.lock()
    if let index = observers.firstIndex(where: { $0 === receiver }) { observers.remove(at: index) }
    lock.unlock()
  }

  /// Stops the subject: observers are dropped without an event and later sends are ignored.
  func dispose() {
    lock.lock()
    disposed = true
    acceptsEvents = false
    stopEvent = nil
    let dropped = (observers, buffer)
    observers = Receivers()
    buffer.removeAll()
    lock.unlock()
    // Released outside the lock: a receiver's deinit may run user code.
    withExtendedLifetime(dropped) {}
  }

  private func submit(_ item: Pending) {
    let thread = currentThreadID()
    lock.lock()
    if emittingThread != 0, emittingThread != thread {
      pending.append(item)
      pendingCount += 1
      lock.unlock()
      return
    }
    let isNested = emittingThread == thread
    emittingThread = thread
    let delivery = apply(item)
    lock.unlock()
    if isNested, case .event = item { reportReentrancy() }
    perform(delivery)
    if !isNested { finishEmitting() }
  }

  /// Delivers what other threads queued while this one was delivering, then gives up the role.
  @inline(never)
  private func drainPending() {
    while true {
      lock.lock()
      guard pendingCount > 0 else {
        emittingThread = 0
        lock.unlock()
        return
      }
      pendingCount -= 1
      let delivery = apply(pending.removeFirst())
      lock.unlock()
      perform(delivery)
    }
  }

  /// Changes the state for `item` (called with the lock held) and says what to deliver.
  private func apply(_ item: Pending) -> Delivery {
    switch item {
    case .event(.next(let element)):
      guard acceptsEvents, buffer.record(element) else { return .none }
      return .next(element, observers)
    case .event(let event):
      guard acceptsEvents else { return .none }
      stopEvent = event
      acceptsEvents = false
      defer { observers = Receivers() }
      let before = event.isCompleted ? buffer.elementsBeforeCompletion() : []
      return .terminal(event, before: before, observers)
    case .attach(let subscription, let owner):
      guard !subscription.isDisposed else { return .none }
      if disposed { return .replay([], .error(RxError.disposed(object: owner)), subscription.receiver) }
      if stopEvent == nil { observers.append(subscription.receiver) }
      return .replay(buffer.replay(endedBy: stopEvent), stopEvent, subscription.receiver)
    }
  }

  private func perform(_ delivery: Delivery) {
    switch delivery {
    case .none:
      break
    case .next(let element, let receivers):
      for receiver in receivers { unsafeDowncast(receiver, to: Receiver<Element>.self).onNext(element) }
    case .terminal(let event, let before, let receivers):
      for element in before {
        for receiver in receivers { unsafeDowncast(receiver, to: Receiver<Element>.self).onNext(element) }
      }
      for receiver in receivers { unsafeDowncast(receiver, to: Receiver<Element>.self).on(event) }
    case .replay(let elements, let stop, let receiver):
      for element in elements { receiver.onNext(element) }
      if let stop { receiver.on(stop) }
    }
  }

  private func reportReentrancy() {
    if SynchronizationChecks.isEnabled { SynchronizationChecks.report(SynchronizationAnomaly(kind: .reentrancy)) }
  }
}

/// One observer's attachment to a subject; disposing it detaches the observer.
// Safety: `receiver` and `core` are immutable; the flag is atomic.
final class SubjectSubscription<Buffer: SubjectBuffer>: Disposable, @unchecked Sendable {
  let receiver: Receiver<Buffer.Element>
  private let core: SubjectCore<Buffer>
  private let disposedFlag = Atomic<Bool>(false)

  init(core: SubjectCore<Buffer>, receiver: Receiver<Buffer.Element>) {
    self.core = core
    self.receiver = receiver
    Resources.incrementTotal()
  }

  deinit {
    Resources.decrementTotal()
  }

  var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  func dispose() {
    guard !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
    core.remove(self)
  }
}
