/// A subject that passes each event to the observers subscribed at the time it is sent.
///
/// A subscriber receives nothing sent before it subscribed; after the subject has ended, a new
/// subscriber receives the terminal event at once. Sending from several threads is safe: events
/// are delivered one at a time, never concurrently.
///
/// ```swift
/// let taps = PublishSubject<Void>()
/// taps.subscribe(onNext: { print("tap") }).disposed(by: bag)
/// taps.onNext(())  // prints "tap"
/// ```
public final class PublishSubject<Element>: SubjectType, ObserverType, Cancelable {
  let core = SubjectCore(buffer: SubjectBuffer<Element>())

  /// Creates a subject with no observers.
  public init() {}

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { core.isDisposed }

  /// Sends `event` to the current observers (ignored once the subject has ended or is disposed).
  public func on(_ event: Event<Element>) { core.send(event) }

  /// Sends `.next(element)`, without building an `Event`.
  public func onNext(_ element: Element) { core.sendNext(element) }

  /// Subscribes `observer` to the events sent from now on.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    asObservable().subscribe(observer)
  }

  /// The subject seen as a sequence only.
  public func asObservable() -> Observable<Element> {
    Observable { [self] receiver in core.subscribe(receiver, owner: self) }
  }

  /// Returns itself.
  public func asObserver() -> PublishSubject<Element> { self }

  /// Drops every observer without sending them an event; later events are ignored and later
  /// subscribers receive `RxError.disposed`.
  public func dispose() { core.dispose() }
}
