import StyleInternals

/// A type that can be seen as an ``Observable``.
@preconcurrency public protocol ObservableConvertibleType<Element>: SendableMetatype {
  /// The type of element of the sequence.
  associatedtype Element

  /// The observable sequence this value stands for.
  func asObservable() -> Observable<Element>
}

/// A sequence of events that observers subscribe to: the Rx style's central protocol.
///
/// Most code uses ``Observable`` itself; custom sequence types conform by implementing
/// ``subscribe(_:)``.
public protocol ObservableType<Element>: ObservableConvertibleType {
  /// Subscribes `observer` to the sequence's events.
  /// - Returns: a ``Disposable`` that ends the subscription and releases its resources.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element
}

extension ObservableType {
  /// The default conversion: an ``Observable`` that subscribes to this value.
  public func asObservable() -> Observable<Element> {
    let source = Captured(self)
    return Observable.create { observer in source.value.subscribe(observer) }
  }
}

/// A sequence of elements pushed to its observers: `next*` then at most one `error` or
/// `completed`.
///
/// An `Observable` is a recipe: nothing happens until it is subscribed, and each subscription
/// runs the recipe anew (a *cold* sequence) unless the sequence is a subject or shared.
///
/// ```swift
/// let disposable = Observable.of(1, 2, 3)
///   .map { $0 * 10 }
///   .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
/// ```
///
/// The package's hottest operators (`just`, `map`, `filter`) are subclasses that keep their
/// state in the object itself, which saves the separate allocation of a closure's captures on
/// every use; it is not open to other modules.
// Safety: immutable; subclasses keep only immutable state (see each one).
public class Observable<Element>: ObservableType, @unchecked Sendable {
  private let run: (@Sendable (Receiver<Element>) -> any Disposable)?

  /// Creates a sequence that `run` starts for each subscriber.
  ///
  /// `run` is called on the subscribing thread with the current-thread trampoline active, so
  /// sources may queue their work on it instead of recursing. It returns what disposes the
  /// subscription (usually the operator's sink).
  @usableFromInline init(_ run: @escaping @Sendable (Receiver<Element>) -> any Disposable) {
    self.run = run
    Resources.observableCreated()
  }

  /// For a subclass that overrides ``start(_:)``.
  @usableFromInline init() {
    run = nil
    Resources.observableCreated()
  }

  // Every observable is a live resource while it exists, as in RxSwift, so a test can see that a
  // chain it built was released and not only its subscriptions.
  deinit { Resources.observableReleased() }

  /// Starts the sequence for `receiver`: what `run` does, or what a subclass does instead.
  /// - Returns: what disposes the subscription.
  @usableFromInline func start(_ receiver: Receiver<Element>) -> any Disposable {
    guard let run else { preconditionFailure("\(type(of: self)) must override start(_:)") }
    return run(receiver)
  }

  /// Subscribes `receiver`, on the trampoline so that nested sources take turns as they would
  /// under `CurrentThreadScheduler`.
  final func subscribeReceiver(_ receiver: Receiver<Element>) -> any Disposable {
    Trampoline.current.run { start(receiver) }
  }

  /// Subscribes `observer` to the sequence's events.
  /// - Returns: a ``Disposable`` that ends the subscription and releases its resources.
  public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let sink = ObserverSink(observer)
    return SubscriptionHandle.subscribe(sink, to: self)
  }

  /// Returns itself.
  public final func asObservable() -> Observable<Element> { self }
}

/// Another name for ``Observable``, for a file that also sees the Observation framework's
/// `Observable` macro or another module's `Observable`.
///
/// ```swift
/// let names: RxObservable<String> = .of("a", "b")
/// ```
public typealias RxObservable<Element> = Observable<Element>
