/// A ``BehaviorSubject`` that can only be sent elements: it holds a current ``value`` that is
/// always readable and never fails or completes.
///
/// ```swift
/// let hexString = BehaviorRelay(value: "")
/// hexString.accept("#ff0000")
/// print(hexString.value)  // "#ff0000"
/// ```
public final class BehaviorRelay<Element>: ObservableType, Sendable {
  private let subject: BehaviorSubject<Element>

  /// Creates a relay whose current value is `value`.
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// The current value.
  public var value: Element {
    subject.latestElement
  }

  /// Makes `event` the current value and sends it to the current observers.
  public func accept(_ event: Element) { subject.onNext(event) }

  /// Subscribes `observer`: it receives the current value at once, then every later one.
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
