import Synchronization

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
  private let lock = Mutex(())
  private var connection: ShareConnection<Element>?

  init(source: Observable<Element>, replaysLatest: Bool) {
    self.source = source
    self.replaysLatest = replaysLatest
  }

  /// The shared sequence.
  var observable: Observable<Element> {
    Observable { [self] receiver in subscribe(receiver) }
  }

  private func subscribe(_ receiver: Receiver<Element>) -> any Disposable {
    let (connection, isFirst, replay) = lock.withLock { _ in
      let connection = self.connection ?? ShareConnection(replaysLatest: replaysLatest)
      self.connection = connection
      let (isFirst, replay) = connection.attach(receiver)
      return (connection, isFirst, replay)
    }
    if let replay { receiver.onNext(replay.value) }
    if isFirst {
      connection.connect(to: source) { [self] in
        lock.withLock { _ in if self.connection === connection { self.connection = nil } }
      }
    }
    let key = ObjectIdentifier(receiver)
    return Disposables.create { [self] in
      let isLast = lock.withLock { _ -> Bool in
        let isLast = connection.detach(key)
        if isLast, self.connection === connection { self.connection = nil }
        return isLast
      }
      if isLast { connection.dispose() }
    }
  }
}

/// One connection of a ``ShareWhileConnected``: the source subscription, its observers and the
/// latest element.
// Safety: `observers` and `latest` are touched only under `lock`; disposal state is SinkBase's.
private final class ShareConnection<Element>: SinkBase<Element>, @unchecked Sendable {
  private let replaysLatest: Bool
  private let lock = Mutex(())
  private var observers: [(key: ObjectIdentifier, receiver: Receiver<Element>)] = []
  private var latest: Captured<Element>?
  private var onEnd: (@Sendable () -> Void)?

  init(replaysLatest: Bool) {
    self.replaysLatest = replaysLatest
  }

  /// Adds `receiver`; returns whether it is the first, and the element to replay to it.
  func attach(_ receiver: Receiver<Element>) -> (isFirst: Bool, replay: Captured<Element>?) {
    lock.withLock { _ in
      observers.append((ObjectIdentifier(receiver), receiver))
      return (observers.count == 1, latest)
    }
  }

  /// Removes the observer with `key`; returns whether none is left.
  func detach(_ key: ObjectIdentifier) -> Bool {
    lock.withLock { _ in
      observers.removeAll { $0.key == key }
      return observers.isEmpty
    }
  }

  func connect(to source: Observable<Element>, onEnd: @escaping @Sendable () -> Void) {
    lock.withLock { _ in self.onEnd = onEnd }
    setUpstream(source.subscribeReceiver(self))
  }

  override func onNext(_ element: Element) {
    let current = lock.withLock { _ in
      if replaysLatest { latest = Captured(element) }
      return observers.map(\.receiver)
    }
    for receiver in current { receiver.onNext(element) }
  }

  override func onError(_ error: any Error) { end(.error(error)) }
  override func onCompleted() { end(.completed) }

  private func end(_ event: Event<Element>) {
    let (current, onEnd) = lock.withLock { _ in
      defer {
        observers = []
        latest = nil
        self.onEnd = nil
      }
      return (observers.map(\.receiver), self.onEnd)
    }
    onEnd?()
    for receiver in current { receiver.on(event) }
    dispose()
  }

  override func disposeResources() {
    lock.withLock { _ in
      observers = []
      latest = nil
      onEnd = nil
    }
  }
}
