/// What the four subjects have in common: sending, subscribing and disposal, over the shared
/// core that serialises delivery.
///
/// Each subject differs only in what it keeps for late subscribers (see ``PublishSubject``,
/// ``BehaviorSubject``, ``ReplaySubject`` and ``AsyncSubject``); this class cannot be made
/// directly or subclassed outside the module.
///
/// A subject is an ``Observable``, as in RxSwift, so it can stand wherever one is expected:
///
/// ```swift
/// let subject = PublishSubject<Int>()
/// let numbers: Observable<Int> = subject
/// ```
// Safety: `core` is immutable and guards its own state with a lock.
public class SubjectBase<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
  let core: SubjectCore<Element>

  init(buffer: SubjectBuffer<Element>) {
    core = SubjectCore(buffer: buffer)
    super.init()
  }

  /// Subscribes `receiver` to the core: it receives what the subject keeps for late
  /// subscribers, then every later event.
  override func start(_ receiver: Receiver<Element>) -> any Disposable {
    core.subscribe(receiver, owner: self)
  }

  /// Whether any observer is subscribed.
  public final var hasObservers: Bool { core.hasObservers }

  /// Whether ``dispose()`` was called.
  public final var isDisposed: Bool { core.isDisposed }

  /// Sends `event` to the subject (ignored once the subject has ended or is disposed).
  public final func on(_ event: Event<Element>) { core.send(event) }

  /// Sends `.next(element)`, without building an `Event`.
  public final func onNext(_ element: Element) { core.sendNext(element) }

  /// Drops every observer (and what the subject keeps) without sending them an event; later
  /// events are ignored and later subscribers receive `RxError.disposed`.
  public final func dispose() { core.dispose() }
}
