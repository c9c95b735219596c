/// Something that receives the events of an observable sequence.
///
/// Implement ``on(_:)``; `onNext`, `onError` and `onCompleted` are conveniences over it.
/// Observers may be called from any thread (never concurrently for one subscription), so they
/// must be `Sendable`.
@preconcurrency public protocol ObserverType<Element>: Sendable {
  /// The type of element received.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends `.next(element)`.
  public func onNext(_ element: Element) { on(.next(element)) }

  /// Sends `.completed`.
  public func onCompleted() { on(.completed) }

  /// Sends `.error(error)`.
  public func onError(_ error: Swift.Error) { on(.error(error)) }

  /// Wraps this observer in a type-erased ``AnyObserver``.
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// An observer that transforms elements with `transform` before passing them to this one.
  @available(swift, introduced: 6)
  @preconcurrency public func mapObserver<Result>(_ transform: @escaping @Sendable (Result) throws -> Element)
    -> AnyObserver<Result>
  {
    AnyObserver { event in self.on(event.map(transform)) }
  }
}

/// A type-erased observer: forwards every event to a closure or to another observer.
///
/// ```swift
/// let printer = AnyObserver<Int> { event in print(event) }
/// Observable.of(1, 2).subscribe(printer)
/// ```
public struct AnyObserver<Element>: ObserverType {
  /// The closure type that receives events.
  public typealias EventHandler = @Sendable (Event<Element>) -> Void

  private let handler: EventHandler

  /// Creates an observer that calls `eventHandler` for every event.
  public init(eventHandler: @escaping EventHandler) {
    handler = eventHandler
  }

  /// Creates an observer that forwards every event to `observer`.
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    handler = observer.on
  }

  /// Forwards `event`.
  public func on(_ event: Event<Element>) { handler(event) }

  /// Returns itself.
  public func asObserver() -> AnyObserver<Element> { self }
}
