import Locking

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
/// The fields sit beside a plain `Lock()` rather than in a `Lock<State>`: a documented
/// exception (see `Locking/Lock.swift`), because a generic state struct would be built through
/// metadata look-ups on every add, remove and send in unspecialised code.
// Safety: `head`, `nextKey`, `isTerminated` and `isShellReleased` are only touched under `lock`.
final class SignalCore<Value, Error: Swift.Error>: SerialDelivery<Value, Error>, @unchecked Sendable {
  private final class Node: Sendable {
    let key: UInt64
    let observer: Signal<Value, Error>.Observer
    let next: Node?

    init(key: UInt64, observer: Signal<Value, Error>.Observer, next: Node?) {
      self.key = key
      self.observer = observer
      self.next = next
    }
  }

  private let lock = Lock()
  private var head: Node?
  private var nextKey: UInt64 = 0
  private var isTerminated = false
  private var isShellReleased = false

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
    lock.unlock()
    return AnyDisposable { [weak self] in self?.remove(key) }
  }

  private func remove(_ key: UInt64) {
    lock.lock()
    let previous = head
    head = Self.rebuilt(head, appending: nil, removing: key)
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

  override func deliver(_ value: Value) {
    lock.lock()
    var node = head
    lock.unlock()
    while let current = node {
      current.observer.receive(value)
      node = current.next
    }
  }

  override func deliverTerminal() {
    lock.lock()
    isTerminated = true
    var node = head
    head = nil
    lock.unlock()
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

/// The end of one start of a producer: delivers to the one observer given to `start`.
// Safety: `observer` is read and cleared only by the thread that owns delivery.
final class ProducerGate<Value, Error: Swift.Error>: SerialDelivery<Value, Error>, @unchecked Sendable {
  private var observer: Signal<Value, Error>.Observer?

  init(_ observer: Signal<Value, Error>.Observer) {
    self.observer = observer
    super.init()
  }

  override func deliver(_ value: Value) { observer?.receive(value) }

  override func deliverTerminal() {
    let last = observer
    observer = nil
    if let last { sendTerminal(to: last) }
  }
}
