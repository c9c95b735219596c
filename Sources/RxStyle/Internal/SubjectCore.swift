import Synchronization

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
// Safety: all mutable state is inside the `state` mutex; receivers are Sendable.
final class SubjectCore<Buffer: SubjectBuffer>: @unchecked Sendable {
  typealias Element = Buffer.Element
  typealias Observers = [(id: ObjectIdentifier, receiver: Receiver<Element>)]

  private enum Pending {
    case event(Event<Element>)
    case attach(SubjectSubscription<Buffer>, owner: any AnyObject & Sendable)
  }

  private enum Delivery {
    case none
    case next(Element, Observers)
    case terminal(Event<Element>, before: [Element], Observers)
    case replay([Element], Event<Element>?, Receiver<Element>)
  }

  private struct State {
    var buffer: Buffer
    var observers: Observers = []
    var stopEvent: Event<Element>?
    var disposed = false
    /// The thread delivering events right now, or 0.
    var emittingThread: UInt = 0
    var pending: [Pending] = []
  }

  private let state: LockedState<State>

  init(buffer: Buffer) {
    state = LockedState(State(buffer: buffer))
    Resources.incrementTotal()
  }

  deinit {
    Resources.decrementTotal()
  }

  var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

  var isDisposed: Bool { state.withLock { $0.disposed } }

  /// Reads the buffer and terminal state under the lock.
  func inspect<Result>(_ body: (Buffer, Event<Element>?, Bool) -> Result) -> Result {
    state.withLock { state in body(state.buffer, state.stopEvent, state.disposed) }
  }

  /// Sends an element: the per-element path, with no `Event` built unless the send is queued.
  func sendNext(_ element: Element) {
    let thread = currentThreadID()
    var receivers: Observers = []
    let access = state.withLock { state -> Access in
      if state.emittingThread != 0, state.emittingThread != thread {
        state.pending.append(.event(.next(element)))
        return .queued
      }
      let access: Access = state.emittingThread == thread ? .nested : .owner
      state.emittingThread = thread
      if !state.disposed, state.stopEvent == nil, state.buffer.record(element) { receivers = state.observers }
      return access
    }
    switch access {
    case .queued:
      return
    case .nested:
      reportReentrancy()
      for entry in receivers { entry.receiver.onNext(element) }
    case .owner:
      for entry in receivers { entry.receiver.onNext(element) }
      drainPending()
    }
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
    let id = ObjectIdentifier(subscription)
    var removed: Observers = []
    state.withLock { state in
      if let index = state.observers.firstIndex(where: { $0.id == id }) {
        removed = [state.observers.remove(at: index)]
      }
    }
    // Released outside the lock: a receiver's deinit may run user code.
    withExtendedLifetime(removed) {}
  }

  /// Stops the subject: observers are dropped without an event and later sends are ignored.
  func dispose() {
    var dropped: (Observers, Buffer)?
    state.withLock { state in
      state.disposed = true
      state.stopEvent = nil
      dropped = (state.observers, state.buffer)
      state.observers = []
      state.buffer.removeAll()
    }
    // Released outside the lock: a receiver's deinit may run user code.
    withExtendedLifetime(dropped) {}
  }

  private enum Access { case queued, nested, owner }

  private func submit(_ item: Pending) {
    let thread = currentThreadID()
    var delivery = Delivery.none
    let access = state.withLock { state -> Access in
      if state.emittingThread != 0, state.emittingThread != thread {
        state.pending.append(item)
        return .queued
      }
      let access: Access = state.emittingThread == thread ? .nested : .owner
      state.emittingThread = thread
      delivery = Self.apply(item, to: &state)
      return access
    }
    switch access {
    case .queued:
      return
    case .nested:
      if case .event = item { reportReentrancy() }
      perform(delivery)
    case .owner:
      perform(delivery)
      drainPending()
    }
  }

  /// Delivers what other threads queued while this one was delivering, then gives up the role.
  private func drainPending() {
    while true {
      var delivery = Delivery.none
      let isDone = state.withLock { state -> Bool in
        guard !state.pending.isEmpty else {
          state.emittingThread = 0
          return true
        }
        delivery = Self.apply(state.pending.removeFirst(), to: &state)
        return false
      }
      if isDone { return }
      perform(delivery)
    }
  }

  /// Changes the state for `item` (under the lock) and says what to deliver.
  private static func apply(_ item: Pending, to state: inout State) -> Delivery {
    switch item {
    case .event(.next(let element)):
      guard !state.disposed, state.stopEvent == nil, state.buffer.record(element) else { return .none }
      return .next(element, state.observers)
    case .event(let event):
      guard !state.disposed, state.stopEvent == nil else { return .none }
      state.stopEvent = event
      defer { state.observers = [] }
      let before = event.isCompleted ? state.buffer.elementsBeforeCompletion() : []
      return .terminal(event, before: before, state.observers)
    case .attach(let subscription, let owner):
      guard !subscription.isDisposed else { return .none }
      if state.disposed { return .replay([], .error(RxError.disposed(object: owner)), subscription.receiver) }
      if state.stopEvent == nil { state.observers.append((ObjectIdentifier(subscription), subscription.receiver)) }
      return .replay(state.buffer.replay(endedBy: state.stopEvent), state.stopEvent, subscription.receiver)
    }
  }

  private func perform(_ delivery: Delivery) {
    switch delivery {
    case .none:
      break
    case .next(let element, let receivers):
      for entry in receivers { entry.receiver.onNext(element) }
    case .terminal(let event, let before, let receivers):
      for element in before {
        for entry in receivers { entry.receiver.onNext(element) }
      }
      for entry in receivers { entry.receiver.on(event) }
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
