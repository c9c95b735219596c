import StyleInternals
import Synchronization

/// The shared state of a ``Signal``: its observers, delivered to serially.
///
/// The observers form an immutable linked list, replaced whole when one is added or removed:
/// delivery reads the head under the lock and walks the nodes without it, and walking class
/// references needs none of the generic metadata look-ups an array of observers would cost.
///
/// A signal nobody can observe any more — its shell (the ``Signal`` object) is released and no
/// observer is left — ends silently: its lifetime ends, so a derived signal lets go of its
/// upstream, and nobody is sent anything.
///
/// Delivery does not take the lock for every value: it keeps its own copy of the list, and
/// reads the list again under the lock only when `version` says an observer was added or removed
/// since. That copy belongs to the serial delivery of values, which never runs on two threads at
/// once: under the send lock, or, for a relayed signal (see ``init(relayed:)``), under its
/// upstream's.
///
/// The fields sit beside a plain `Lock()` rather than in a `Lock<State>`: a documented
/// exception (see `StyleInternals/Lock.swift`), for speed on the send path.
// Safety: `head`, `nextKey`, `isTerminated` and `isShellReleased` are only touched under `lock`;
// `deliveryHead`, `deliveryVersion`, `isWalking` and `isDropPending` only by the serial delivery
// of values.
final class SignalCore<Value, Error: Swift.Error>: SerialDelivery<Value, Error>, @unchecked Sendable {
  private final class Node: Sendable {
    let key: UInt64
    let observer: Signal<Value, Error>.Observer
    let next: Node?
    // The same references, unretained, for delivery to walk without reference counting.
    let observerReference: Unmanaged<Signal<Value, Error>.Observer>
    let nextReference: Unmanaged<Node>?

    init(key: UInt64, observer: Signal<Value, Error>.Observer, next: Node?) {
      self.key = key
      self.observer = observer
      self.next = next
      observerReference = Unmanaged.passUnretained(observer)
      if let next { nextReference = Unmanaged.passUnretained(next) } else { nextReference = nil }
    }
  }

  private let lock = Lock()
  private var head: Node?
  private var nextKey: UInt64 = 0
  private var isTerminated = false
  private var isShellReleased = false
  // Bumped under `lock` whenever `head` changes.
  private let version = Synchronization.Atomic<UInt64>(0)
  private var deliveryHead: Node? {
    didSet {
      if let deliveryHead {
        deliveryHeadReference = Unmanaged.passUnretained(deliveryHead)
      } else {
        deliveryHeadReference = nil
      }
    }
  }
  // `deliveryHead` unretained, for the walk.
  private var deliveryHeadReference: Unmanaged<Node>?
  private var deliveryVersion: UInt64 = 0
  // Whether a delivery is walking the copy, which an observer's reaction may ask to drop (a
  // relayed signal whose upstream ends during the walk): the drop then waits for the walk's end,
  // since the copy is what keeps the borrowed nodes and observers alive.
  private var isWalking = false
  private var isDropPending = false
  private let isRelayed: Bool

  /// Creates the core of a signal.
  /// - Parameter relayed: whether values arrive only through ``relay(_:)`` (see ``RelayInput``).
  init(relayed: Bool = false) {
    isRelayed = relayed
    super.init()
  }

  /// Adds `observer`; a terminated signal interrupts it at once instead.
  /// - Returns: a disposable removing the observer, or `nil` when the signal had terminated.
  func add(_ observer: Signal<Value, Error>.Observer) -> (any Disposable)? {
    lock.lock()
    guard !isTerminated else {
      lock.unlock()
      observer.receiveInterrupted()
      return nil
    }
    let key = nextKey
    nextKey += 1
    head = Self.rebuilt(head, appending: (key, observer), removing: nil)
    bumpVersion()
    lock.unlock()
    return AnyDisposable { [weak self] in self?.remove(key) }
  }

  private func remove(_ key: UInt64) {
    lock.lock()
    let previous = head
    head = Self.rebuilt(head, appending: nil, removing: key)
    bumpVersion()
    let isUnreachable = isShellReleased && head == nil && !isTerminated
    lock.unlock()
    // The old list, and with it perhaps the removed observer, is released outside the lock.
    _ = previous
    if isUnreachable { endSilently() }
  }

  /// Called when the ``Signal`` object is released: with no observer left, nobody can observe
  /// the signal any more.
  func shellReleased() {
    lock.lock()
    isShellReleased = true
    let isUnreachable = head == nil && !isTerminated
    lock.unlock()
    if isUnreachable { endSilently() }
  }

  // With no observers, the interruption reaches nobody: it only ends the lifetime.
  private func endSilently() { receiveInterrupted() }

  /// The list in order, without the node for `removing`, and with `appending` at the end.
  private static func rebuilt(
    _ head: Node?, appending: (UInt64, Signal<Value, Error>.Observer)?, removing: UInt64?
  ) -> Node? {
    var members: [(UInt64, Signal<Value, Error>.Observer)] = []
    var node = head
    while let current = node {
      if current.key != removing { members.append((current.key, current.observer)) }
      node = current.next
    }
    if let appending { members.append(appending) }
    var rebuilt: Node?
    for (key, observer) in members.reversed() { rebuilt = Node(key: key, observer: observer, next: rebuilt) }
    return rebuilt
  }

  // Called with `lock` held.
  private func bumpVersion() {
    version.store(version.load(ordering: .relaxed) &+ 1, ordering: .releasing)
  }

  override func deliver(_ value: Value) {
    let current = version.load(ordering: .acquiring)
    if current != deliveryVersion { refreshDeliveryList() }
    guard var node = deliveryHeadReference else { return }
    // The copy cannot change under this walk (only this serial delivery replaces it, never while
    // it runs, and a drop asked for meanwhile waits), and it keeps every node and observer alive:
    // the walk borrows them rather than retaining and releasing each one, which would cost more
    // than the rest of a send.
    isWalking = true
    while true {
      let next = node._withUnsafeGuaranteedRef { current in
        current.observerReference._withUnsafeGuaranteedRef { $0.receive(value) }
        return current.nextReference
      }
      guard let next else { break }
      node = next
    }
    isWalking = false
    if isDropPending { dropDeliveryList() }
  }

  @inline(never)
  private func refreshDeliveryList() {
    lock.lock()
    let previous = deliveryHead
    deliveryHead = head
    deliveryVersion = version.load(ordering: .relaxed)
    lock.unlock()
    // The old list, and with it perhaps a removed observer, is released outside the lock.
    _ = previous
  }

  /// Lets go of the delivery copy of the list; called by the serial delivery of values, once the
  /// signal has terminated, so that a signal kept after its end does not keep its observers.
  func dropDeliveryList() {
    guard !isWalking else {
      isDropPending = true
      return
    }
    isDropPending = false
    let previous = deliveryHead
    deliveryHead = nil
    _ = previous
  }

  override func deliverTerminal() {
    lock.lock()
    isTerminated = true
    var node = head
    head = nil
    bumpVersion()
    lock.unlock()
    // A relayed signal can end outside its upstream's delivery (it ends silently, or its input
    // is released), where the delivery copy is not this thread's to touch: its input lets go of
    // it instead, when the terminal event comes from upstream.
    if !isRelayed { dropDeliveryList() }
    while let current = node {
      sendTerminal(to: current.observer)
      node = current.next
    }
  }
}

/// The input handed to a signal's generator: forwards to the core, and interrupts the signal
/// when it is released, so an abandoned signal still ends and lets go of its observers.
// Safety: immutable; the core is thread-safe.
final class SignalInput<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  let core: SignalCore<Value, Error>
  private let interruptsOnRelease: Bool

  init(_ core: SignalCore<Value, Error>, interruptsOnRelease: Bool = true) {
    self.core = core
    self.interruptsOnRelease = interruptsOnRelease
    super.init()
  }

  deinit {
    if interruptsOnRelease { core.receiveInterrupted() }
  }

  override func receive(_ value: Value) { core.receive(value) }
  override func receive(failed error: Error) { core.receive(failed: error) }
  override func receiveCompleted() { core.receiveCompleted() }
  override func receiveInterrupted() { core.receiveInterrupted() }
  override func batch(_ body: () -> Void) { core.batch(body) }
}

/// The input of a relayed signal: one whose values come only from inside the serial delivery of
/// one upstream signal, through an operator that sends nothing on its own (`map`, `filter`, …).
///
/// The upstream already delivers one value at a time, and queues what its observers send
/// re-entrantly, so values go straight to the observers, without a second send lock. Terminal
/// events still go through the core, which keeps them exclusive with an ending that comes from
/// elsewhere (the signal ending silently, or this input being released).
// Safety: immutable; values arrive serially (from the upstream's delivery), the rest of the core
// is thread-safe.
final class RelayInput<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  let core: SignalCore<Value, Error>

  init(_ core: SignalCore<Value, Error>) {
    self.core = core
    super.init()
  }

  deinit {
    core.receiveInterrupted()
  }

  override func receive(_ value: Value) { core.relay(value) }

  override func receive(failed error: Error) {
    core.receive(failed: error)
    core.dropDeliveryList()
  }

  override func receiveCompleted() {
    core.receiveCompleted()
    core.dropDeliveryList()
  }

  override func receiveInterrupted() {
    core.receiveInterrupted()
    core.dropDeliveryList()
  }

  // Already inside the upstream's delivery.
  override func batch(_ body: () -> Void) { body() }
}
