/// A subject that sends only its last element, and only when it completes.
///
/// On completion every observer receives the last element (if there was one) and `.completed`;
/// a later subscriber receives the same at once. On error, observers receive only the error.
///
/// ```swift
/// let result = AsyncSubject<Int>()
/// result.subscribe(onNext: { print($0) })
/// result.onNext(1); result.onNext(2); result.onCompleted()  // prints 2
/// ```
public final class AsyncSubject<Element>: SubjectType, ObserverType, Cancelable {
  let core = SubjectCore(buffer: AsyncBuffer<Element>())

  /// Creates a subject with no element yet.
  public init() {}

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { core.isDisposed }

  /// Records a `.next` as the last element; passes a terminal event on.
  public func on(_ event: Event<Element>) { core.send(event) }

  /// Records `element` as the last element.
  public func onNext(_ element: Element) { core.sendNext(element) }

  /// Subscribes `observer` to the subject's outcome.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    asObservable().subscribe(observer)
  }

  /// The subject seen as a sequence only.
  public func asObservable() -> Observable<Element> {
    Observable { [self] receiver in core.subscribe(receiver, owner: self) }
  }

  /// Returns itself.
  public func asObserver() -> AsyncSubject<Element> { self }

  /// Drops every observer without sending them an event; later subscribers receive
  /// `RxError.disposed`.
  public func dispose() { core.dispose() }
}

final class AsyncBuffer<Element>: SubjectBuffer<Element> {
  private var last: Element?

  override func record(_ element: Element) -> Bool {
    last = element
    return false
  }

  override func replay(after ending: SubjectEnding) -> [Element] {
    guard case .completed = ending else { return [] }
    return elementsBeforeCompletion()
  }

  override func elementsBeforeCompletion() -> [Element] { last.map { [$0] } ?? [] }

  override func removeAll() { last = nil }
}
