/// A subject that holds a current value: each new subscriber receives it first, then every later
/// event.
///
/// After the subject has ended, a new subscriber receives only the terminal event.
///
/// ```swift
/// let name = BehaviorSubject(value: "")
/// name.subscribe(onNext: { print($0) })  // prints ""
/// name.onNext("Rx")                       // prints "Rx"
/// ```
public final class BehaviorSubject<Element>: SubjectType, ObserverType, Cancelable {
  let core: SubjectCore<Element>
  private let buffer: BehaviorBuffer<Element>

  /// Creates a subject whose current value is `value`.
  public init(value: Element) {
    buffer = BehaviorBuffer(value: value)
    core = SubjectCore(buffer: buffer)
  }

  /// The current value.
  /// - Throws: the subject's error if it failed, or `RxError.disposed` once disposed.
  public func value() throws -> Element {
    let outcome = core.inspect { error, disposed -> Result<Element, Swift.Error> in
      if disposed { return .failure(RxError.disposed(object: self)) }
      if let error { return .failure(error) }
      return .success(buffer.value)
    }
    return try outcome.get()
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { core.isDisposed }

  /// Sends `event`: a `.next` becomes the current value and goes to the current observers.
  public func on(_ event: Event<Element>) { core.send(event) }

  /// Sends `.next(element)`, without building an `Event`.
  public func onNext(_ element: Element) { core.sendNext(element) }

  /// Subscribes `observer`: it receives the current value at once, then every later event.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    asObservable().subscribe(observer)
  }

  /// The subject seen as a sequence only.
  public func asObservable() -> Observable<Element> {
    Observable { [self] receiver in core.subscribe(receiver, owner: self) }
  }

  /// Returns itself.
  public func asObserver() -> BehaviorSubject<Element> { self }

  /// Drops every observer without sending them an event; ``value()`` then throws
  /// `RxError.disposed`.
  public func dispose() { core.dispose() }
}

// Safety: read and written only under the subject core's lock.
final class BehaviorBuffer<Element>: SubjectBuffer<Element>, @unchecked Sendable {
  private var current: Element?

  init(value: Element) { current = value }

  /// The current value; only absent after disposal, when ``BehaviorSubject/value()`` throws.
  var value: Element {
    guard let current else { preconditionFailure("BehaviorSubject read after disposal") }
    return current
  }

  override func record(_ element: Element) -> Bool {
    current = element
    return true
  }

  override func replay(after ending: SubjectEnding) -> [Element] {
    guard case .running = ending, let current else { return [] }
    return [current]
  }

  override func removeAll() { current = nil }
}
