/// Marks a ``PrimitiveSequence`` that sends at most one element, then completes, or an error.
public enum MaybeTrait {}

/// A sequence of at most one element: completes with or without it, or fails.
///
/// ```swift
/// let cached: Maybe<Library> = cache.library.map { .just($0) } ?? .empty()
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` sends.
@frozen
public enum MaybeEvent<Element> {
  /// One element; the maybe is done.
  case success(Element)
  /// The maybe failed.
  case error(Swift.Error)
  /// The maybe finished without an element.
  case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The closure through which `create` sends the outcome.
  public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void
}

extension PrimitiveSequence where Trait == MaybeTrait {

  /// Creates a maybe from a closure run for every subscriber; only its first outcome counts.
  @available(swift, introduced: 6)
  @preconcurrency public static func create(
    subscribe: @escaping @Sendable (@escaping MaybeObserver) -> any Disposable
  ) -> Maybe<Element> {
    Maybe(outcomesOf: subscribe) { $0 }
  }

  /// A maybe that succeeds at once with `element`.
  public static func just(_ element: Element) -> Maybe<Element> {
    Maybe(raw: .just(element))
  }

  /// A maybe that completes at once without an element.
  public static func empty() -> Maybe<Element> {
    Maybe(raw: .empty())
  }

  /// Subscribes a closure to the outcome.
  public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> any Disposable {
    subscribe(
      onSuccess: { observer(.success($0)) }, onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
  }

  /// Subscribes closures to the outcome: `onSuccess` or `onCompleted` or `onError`, one of them.
  /// - Returns: a disposable that cancels the subscription.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    // `.next` is always followed by `.completed`: only a completion alone means "empty".
    // Touched only by this subscription's serial event delivery.
    var succeeded = false
    return source.subscribe(
      onNext: { element in
        succeeded = true
        onSuccess?(element)
      },
      onError: onError,
      onCompleted: { if !succeeded { onCompleted?() } },
      onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` alongside the outcome, without retaining it.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    let owner = WeakReference(object)
    return subscribe(
      onSuccess: owner.bind(onSuccess), onError: owner.bind(onError), onCompleted: owner.bind(onCompleted),
      onDisposed: owner.bind(onDisposed))
  }

  /// The maybe as a ``Completable`` that ignores the element.
  public func asCompletable() -> Completable { source.asCompletable() }
}
