/// A ``PublishSubject`` that can only be sent elements: it never fails or completes, so it suits
/// UI events and view-model inputs.
///
/// ```swift
/// let reload = PublishRelay<Void>()
/// reload.subscribe(onNext: { fetch() }).disposed(by: bag)
/// reload.accept(())
/// ```
public final class PublishRelay<Element>: ObservableType, Sendable {
  private let subject = PublishSubject<Element>()

  /// Creates a relay with no observers.
  public init() {}

  /// Sends `event` to the current observers.
  public func accept(_ event: Element) { subject.onNext(event) }

  /// Subscribes `observer` to the elements accepted from now on.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay seen as a sequence.
  public func asObservable() -> Observable<Element> { subject.asObservable() }

  /// The relay seen as an ``Infallible``: a relay never fails, so nothing needs replacing.
  ///
  /// ```swift
  /// let names: Infallible<String> = relay.asInfallible()
  /// ```
  /// - Returns: the relay's elements as an infallible.
  public func asInfallible() -> Infallible<Element> { Infallible(subject.asObservable()) }
}
