/// A ``ReplaySubject`` that can only be sent elements: each new subscriber receives the latest
/// buffered elements, and it never fails or completes.
///
/// ```swift
/// let log = ReplayRelay<String>.create(bufferSize: 10)
/// log.accept("started")
/// ```
public final class ReplayRelay<Element>: ObservableType, Sendable {
  private let subject: ReplaySubject<Element>

  private init(subject: ReplaySubject<Element>) {
    self.subject = subject
  }

  /// A relay that replays up to `bufferSize` latest elements.
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: .create(bufferSize: bufferSize))
  }

  /// A relay that replays every element it was ever sent (RxRelay's spelling, unlike
  /// `ReplaySubject.createUnbounded()`).
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(subject: .createUnbounded())
  }

  /// Buffers `event` and sends it to the current observers.
  public func accept(_ event: Element) { subject.onNext(event) }

  /// Subscribes `observer`: it receives the buffered elements at once, then every later one.
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
