import Locking

/// The sharing behind `Driver` and `Signal`: one subscription to the source while at least one
/// observer is subscribed, optionally replaying the latest element to each new observer.
///
/// The first observer connects (subscribes to the source); when the last one leaves, or the
/// source ends, the connection is dropped along with its replayed element, and the next observer
/// connects afresh — RxSwift's `share(replay:scope: .whileConnected)` with a replay of 0 or 1.
/// Events are delivered outside the lock, so an observer may send into a source it observes.
// Safety: `connection` is touched only under `lock`; connections guard their own state.
final class ShareWhileConnected<Element>: @unchecked Sendable {
  private let source: Observable<Element>
  private let replaysLatest: Bool
  private let lock = Lock(())
  private var connection: ShareConnection<Element>?

  init(source: Observable<Element>, replaysLatest: Bool) {
    self.source = source
    self.replaysLatest = replaysLatest
  }

  /// The shared sequence.
  var observable: Observable<Element> {
    Observable { [self] receiver in subscribe(receiver) }
  }

  // Plain lock()/unlock() and no tuples or arrays of generic types: this runs for every
  // subscriber, and each generic type built here is a run-time metadata lookup.
  private func subscribe(_ receiver: Receiver<Element>) -> any Disposable {
    lock.lock()
    let connection = self.connection ?? ShareConnection(replaysLatest: replaysLatest)
    self.connection = connection
    let replay = connection.attach(receiver)
    let isFirst = connection.isFirst
    lock.unlock()
    if let replay { receiver.onNext(replay.take()) }
    if isFirst {
      connection.connect(to: source) { [self] in
        lock.lock()
        if self.connection === connection { self.connection = nil }
        lock.unlock()
      }
    }
    return Disposables.create { [self] in
      lock.lock()
      let isLast = connection.detach(receiver)
      if isLast, self.connection === connection { self.connection = nil }
      lock.unlock()
      if isLast { connection.dispose() }
    }
  }
}

// Safety: `observers`, `latest` and `onEnd` are touched only under `lock`; disposal state is
// SinkBase's.
private final class ShareConnection<Element>: SinkBase<Element>, @unchecked Sendable {
  private let lock = Lock(())
  /// The attached receivers, untyped (see `SubjectCore`).
  private var observers = Receivers()
  /// The latest element, when replaying; a slot rather than an `Element?` (see `SourceSlot`).
  private let latest: SourceSlot<Element>?
  private var onEnd: (@Sendable () -> Void)?
  /// Whether the last `attach` found no one attached before.
  private(set) var isFirst = false

  init(replaysLatest: Bool) {
    latest = replaysLatest ? SourceSlot(.latest) : nil
  }

  /// Attaches `receiver`; returns a copy of the latest element to replay to it, if there is one.
  func attach(_ receiver: Receiver<Element>) -> SourceSlot<Element>? {
    lock.lock()
    defer { lock.unlock() }
    observers.append(receiver)
    isFirst = observers.count == 1
    guard let latest, latest.isReady else { return nil }
    let copy = SourceSlot<Element>(.latest)
    _ = copy.store(latest.take())
    return copy
  }

  /// Detaches `receiver`; returns whether no one is left.
  func detach(_ receiver: Receiver<Element>) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if let index = observers.firstIndex(where: { $0 === receiver }) { observers.remove(at: index) }
    return observers.isEmpty
  }

  func connect(to source: Observable<Element>, onEnd: @escaping @Sendable () -> Void) {
    lock.lock()
    self.onEnd = onEnd
    lock.unlock()
    setUpstream(source.subscribeReceiver(self))
  }

  override func onNext(_ element: Element) {
    lock.lock()
    if let latest { _ = latest.store(element) }
    let current = observers
    lock.unlock()
    for receiver in current { unsafeDowncast(receiver, to: Receiver<Element>.self).onNext(element) }
  }

  override func onError(_ error: any Error) { end(.error(error)) }
  override func onCompleted() { end(.completed) }

  private func end(_ event: Event<Element>) {
    let (current, onEnd) = takeAll()
    onEnd?()
    for receiver in current { unsafeDowncast(receiver, to: Receiver<Element>.self).on(event) }
    dispose()
  }

  override func disposeResources() {
    _ = takeAll()
  }

  /// Empties the connection; what it held is released by the caller, outside the lock.
  private func takeAll() -> (Receivers, (@Sendable () -> Void)?) {
    lock.lock()
    defer { lock.unlock() }
    latest?.clear()
    defer {
      observers = Receivers()
      onEnd = nil
    }
    return (observers, onEnd)
  }
}
