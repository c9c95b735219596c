import Synchronization

/// The shared state of a ``Signal``: its observers, delivered to serially.
// Safety: `observers` is behind a lock; delivery is serialized by SerialDelivery.
final class SignalCore<Value, Error: Swift.Error>: SerialDelivery<Value, Error>, @unchecked Sendable {
  private struct Observers {
    var members: ContiguousArray<(key: UInt64, observer: Signal<Value, Error>.Observer)> = []
    var nextKey: UInt64 = 0
    var isTerminated = false
  }

  private let observers = LockedValue(Observers())

  /// Adds `observer`; a terminated signal interrupts it at once instead.
  /// - Returns: a disposable removing the observer, or `nil` when the signal had terminated.
  func add(_ observer: Signal<Value, Error>.Observer) -> (any Disposable)? {
    let key = observers.withLock { state -> UInt64? in
      guard !state.isTerminated else { return nil }
      defer { state.nextKey += 1 }
      state.members.append((state.nextKey, observer))
      return state.nextKey
    }
    guard let key else {
      observer.receiveInterrupted()
      return nil
    }
    return AnyDisposable { [weak self] in self?.remove(key) }
  }

  private func remove(_ key: UInt64) {
    let removed = observers.withLock { state -> Signal<Value, Error>.Observer? in
      guard let index = state.members.firstIndex(where: { $0.key == key }) else { return nil }
      return state.members.remove(at: index).observer
    }
    // Released outside the lock: the observer's closures may own arbitrary objects.
    _ = removed
  }

  override func deliver(_ value: Value) {
    let members = observers.withLock { $0.members }
    for member in members { member.observer.receive(value) }
  }

  override func deliverTerminal(_ event: Event) {
    let members = observers.withLock { state in
      state.isTerminated = true
      defer { state.members = [] }
      return state.members
    }
    for member in members { member.observer.send(event) }
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

  override func deliverTerminal(_ event: Event) {
    let last = observer
    observer = nil
    last?.send(event)
  }
}
