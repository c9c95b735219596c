import StyleInternals

/// A sequence that shares one subscription to its source among all its subscribers, made when
/// ``connect()`` is called rather than when someone subscribes.
public protocol ConnectableObservableType<Element>: ObservableType {
  /// Subscribes the shared subject to the source, if not already connected.
  /// - Returns: the connection: disposing it unsubscribes from the source.
  func connect() -> any Disposable
}

/// A sequence that multicasts its source through a subject once connected: made by
/// `multicast`, `publish`, `replay` and `replayAll`.
///
/// Subscribers subscribe to the subject; ``connect()`` subscribes the subject to the source.
/// When the connection ends — disposed, or because the source ended — a subject made by a
/// factory is discarded, so the next subscriber and the next connection get a fresh one; a
/// subject given directly to `multicast(_:)` is kept, ended or not.
///
/// It is an ``Observable`` itself, so a connectable goes wherever an `Observable` is expected
/// (subscribing to it subscribes to the shared subject, without connecting):
///
/// ```swift
/// let shared = requests.publish()
/// shared.subscribe(onNext: { show($0) }).disposed(by: bag)
/// shared.subscribe(onNext: { log($0) }).disposed(by: bag)
/// shared.connect().disposed(by: bag)  // one request for both
/// let state: Observable<State> = actions.scan(.initial, accumulator: reduce).replay(1)
/// ```
public final class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType,
  // Safety: `subject` and `connection` are only touched while `lock` is held.
  @unchecked Sendable
{
  private let source: Observable<Element>
  private let makeSubject: @Sendable () -> SubjectHandle<Element>
  // Plain stored state under a plain lock rather than a `Lock` of a generic struct: the
  // per-subscription path then builds no generic metadata (optionals of class references only).
  private let lock = Lock(())
  @exclusivity(unchecked) private var subject: SubjectHandle<Element>?
  @exclusivity(unchecked) private var connection: MulticastConnection<Element>?

  /// Whether the connection disposes the source before passing its end to the subject (a
  /// multicast), or after (`share`'s forms while connected, which leave that to the source).
  fileprivate let endsSourceFirst: Bool

  init(
    source: Observable<Element>, endsSourceFirst: Bool = true,
    makeSubject: @escaping @Sendable () -> SubjectHandle<Element>
  ) {
    self.source = source
    self.endsSourceFirst = endsSourceFirst
    self.makeSubject = makeSubject
    super.init()
  }

  /// A subscriber subscribes to the shared subject of the moment.
  override func start(_ receiver: Receiver<Element>) -> any Disposable {
    currentSubject().observable.subscribeReceiver(receiver)
  }

  /// Subscribes the shared subject to the source; while connected, returns the same connection.
  /// - Returns: the connection: disposing it unsubscribes from the source.
  public func connect() -> any Disposable {
    lock.lock()
    if let connection {
      lock.unlock()
      return connection
    }
    let connection = MulticastConnection(parent: self, subject: subjectWhileLocked())
    self.connection = connection
    lock.unlock()
    connection.subscribe(to: source)
    return connection
  }

  private func currentSubject() -> SubjectHandle<Element> {
    lock.lock()
    defer { lock.unlock() }
    return subjectWhileLocked()
  }

  private func subjectWhileLocked() -> SubjectHandle<Element> {
    if let subject { return subject }
    let subject = makeSubject()
    self.subject = subject
    return subject
  }

  /// Forgets `connection` (and the subject it fed) if it is still the current one.
  func detach(_ connection: MulticastConnection<Element>) {
    lock.lock()
    guard self.connection === connection else { return lock.unlock() }
    self.connection = nil
    // Held untyped: extending the lifetime of a generic optional would build its metadata.
    let dropped: AnyObject? = subject
    subject = nil
    lock.unlock()
    // Released outside the lock: the last reference to a subject may run observers' deinits.
    withExtendedLifetime(dropped) {}
  }
}

/// A subject seen through its two sides (a class, so that an optional handle is a plain
/// reference).
final class SubjectHandle<Element>: Sendable {
  let observable: Observable<Element>
  /// The core of one of this module's subjects, fed directly (no `Event` per element).
  let core: SubjectCore<Element>?
  /// The observer side of any other subject type.
  let observer: AnyObserver<Element>?

  init<Subject: SubjectType>(_ subject: Subject) where Subject.Element == Element, Subject.Observer.Element == Element {
    observable = subject.asObservable()
    if let subject = subject as? SubjectBase<Element> {
      core = subject.core
      observer = nil
    } else {
      core = nil
      observer = AnyObserver(subject.asObserver())
    }
  }
}

/// One connection of a ``ConnectableObservable``: the source's subscriber that feeds the subject.
// Safety: events arrive serially (the Rx grammar); `parent` and `subject` are immutable.
final class MulticastConnection<Element>: SinkBase<Element>, @unchecked Sendable {
  private let parent: ConnectableObservable<Element>
  private let core: SubjectCore<Element>?
  private let observer: AnyObserver<Element>?

  init(parent: ConnectableObservable<Element>, subject: SubjectHandle<Element>) {
    self.parent = parent
    core = subject.core
    observer = subject.observer
  }

  override func onNext(_ element: Element) {
    guard !isDisposed else { return }
    if let core { core.sendNext(element) } else { observer?.onNext(element) }
  }

  // The connection ends before the terminal event goes out, so a subscriber reacting to it
  // already finds the connectable disconnected (and a fresh subject, when one is made per
  // connection), as in RxSwift.
  override func onError(_ error: any Error) {
    guard !isDisposed else { return }
    endConnection()
    if let core { core.end(.failed(error)) } else { observer?.onError(error) }
    dispose()
  }

  override func onCompleted() {
    guard !isDisposed else { return }
    endConnection()
    if let core { core.end(.completed) } else { observer?.onCompleted() }
    dispose()
  }

  /// Detaches the connection from its connectable before the end goes out; a multicast also
  /// disposes the source then, `share` only once the end reached every subscriber.
  private func endConnection() {
    if parent.endsSourceFirst { dispose() } else { parent.detach(self) }
  }

  override func disposeResources() {
    parent.detach(self)
  }
}

extension ObservableType {
  /// Multicasts the sequence through `subject` once connected; the subject is kept across
  /// connections, so after the source ended, subscribers receive the subject's terminal event.
  ///
  /// ```swift
  /// let shared = source.multicast(PublishSubject())
  /// ```
  public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Element>
  where Subject.Element == Element, Subject.Observer.Element == Element {
    let handle = SubjectHandle(subject)
    return ConnectableObservable(source: asObservable(), makeSubject: { handle })
  }

  /// Multicasts the sequence through a subject made by `makeSubject` for each connection.
  @available(swift, introduced: 6)
  @preconcurrency public func multicast<Subject: SubjectType>(
    makeSubject: @escaping @Sendable () -> Subject
  ) -> ConnectableObservable<Element> where Subject.Element == Element, Subject.Observer.Element == Element {
    ConnectableObservable(source: asObservable(), makeSubject: { SubjectHandle(makeSubject()) })
  }

  /// Multicasts the sequence through a ``PublishSubject`` made for each connection.
  public func publish() -> ConnectableObservable<Element> {
    multicast { PublishSubject() }
  }

  /// Multicasts the sequence through a ``ReplaySubject`` of `bufferSize` made for each
  /// connection.
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast { ReplaySubject.create(bufferSize: bufferSize) }
  }

  /// Multicasts the sequence through an unbounded ``ReplaySubject`` made for each connection.
  public func replayAll() -> ConnectableObservable<Element> {
    multicast { ReplaySubject.createUnbounded() }
  }
}
