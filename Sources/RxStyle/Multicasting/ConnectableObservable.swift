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
/// ```swift
/// let shared = requests.publish()
/// shared.subscribe(onNext: { show($0) }).disposed(by: bag)
/// shared.subscribe(onNext: { log($0) }).disposed(by: bag)
/// shared.connect().disposed(by: bag)  // one request for both
/// ```
public final class ConnectableObservable<Element>: ConnectableObservableType, Sendable {
  private let source: Observable<Element>
  private let makeSubject: @Sendable () -> SubjectHandle<Element>
  private let state = LockedState(MulticastState<Element>())

  init(source: Observable<Element>, makeSubject: @escaping @Sendable () -> SubjectHandle<Element>) {
    self.source = source
    self.makeSubject = makeSubject
  }

  /// Subscribes `observer` to the shared subject.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    currentSubject().observable.subscribe(observer)
  }

  /// The sequence of the shared subject.
  public func asObservable() -> Observable<Element> {
    Observable { [self] receiver in currentSubject().observable.subscribeReceiver(receiver) }
  }

  /// Subscribes the shared subject to the source; while connected, returns the same connection.
  /// - Returns: the connection: disposing it unsubscribes from the source.
  public func connect() -> any Disposable {
    let (connection, isNew) = state.withLock { state -> (MulticastConnection<Element>, Bool) in
      if let connection = state.connection { return (connection, false) }
      let subject = state.subject ?? makeSubject()
      state.subject = subject
      let connection = MulticastConnection(parent: self, subject: subject)
      state.connection = connection
      return (connection, true)
    }
    if isNew { connection.subscribe(to: source) }
    return connection
  }

  private func currentSubject() -> SubjectHandle<Element> {
    state.withLock { state in
      if let subject = state.subject { return subject }
      let subject = makeSubject()
      state.subject = subject
      return subject
    }
  }

  /// Forgets `connection` (and the subject it fed) if it is still the current one.
  func detach(_ connection: MulticastConnection<Element>) {
    let dropped = state.withLock { state -> SubjectHandle<Element>? in
      guard state.connection === connection else { return nil }
      state.connection = nil
      defer { state.subject = nil }
      return state.subject
    }
    // Released outside the lock: the last reference to a subject may run observers' deinits.
    withExtendedLifetime(dropped) {}
  }
}

/// The subject and connection of a ``ConnectableObservable``.
private struct MulticastState<Element> {
  var subject: SubjectHandle<Element>?
  var connection: MulticastConnection<Element>?
}

/// A subject seen through its two sides.
struct SubjectHandle<Element>: Sendable {
  let observable: Observable<Element>
  let observer: AnyObserver<Element>

  init<Subject: SubjectType>(_ subject: Subject) where Subject.Element == Element, Subject.Observer.Element == Element {
    observable = subject.asObservable()
    observer = AnyObserver(subject.asObserver())
  }
}

/// One connection of a ``ConnectableObservable``: the source's subscriber that feeds the subject.
// Safety: events arrive serially (the Rx grammar); `parent` and `subject` are immutable.
final class MulticastConnection<Element>: SinkBase<Element>, @unchecked Sendable {
  private let parent: ConnectableObservable<Element>
  private let subject: AnyObserver<Element>

  init(parent: ConnectableObservable<Element>, subject: SubjectHandle<Element>) {
    self.parent = parent
    self.subject = subject.observer
  }

  func subscribe(to source: Observable<Element>) {
    setUpstream(source.subscribeReceiver(self))
  }

  override func onNext(_ element: Element) {
    if !isDisposed { subject.onNext(element) }
  }

  // The connection ends before the terminal event goes out, so a subscriber reacting to it
  // already finds the connectable disconnected (and a fresh subject, when one is made per
  // connection), as in RxSwift.
  override func onError(_ error: any Error) {
    guard !isDisposed else { return }
    dispose()
    subject.onError(error)
  }

  override func onCompleted() {
    guard !isDisposed else { return }
    dispose()
    subject.onCompleted()
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
  public func multicast<Subject: SubjectType>(
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
