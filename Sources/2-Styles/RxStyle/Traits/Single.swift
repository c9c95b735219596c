/// Marks a ``PrimitiveSequence`` that sends exactly one element or an error.
public enum SingleTrait {}

/// A sequence of exactly one element or an error: the natural type of a request.
///
/// ```swift
/// func getLibrary() -> Single<Library> {
///   Single.create { single in
///     let task = client.load { result in single(result) }
///     return Disposables.create { task.cancel() }
///   }
/// }
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` sends: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The closure through which `create` sends the outcome.
  public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void
}

extension PrimitiveSequence where Trait == SingleTrait {

  /// Creates a single from a closure run for every subscriber; only its first outcome counts.
  /// - Parameter subscribe: gets the observer to send the outcome to and returns what undoes its
  ///   work.
  @available(swift, introduced: 6)
  @preconcurrency public static func create(
    subscribe: @escaping @Sendable (@escaping SingleObserver) -> any Disposable
  ) -> Single<Element> {
    Single(outcomesOf: subscribe) { result in
      switch result {
      case .success(let element): .success(element)
      case .failure(let error): .error(error)
      }
    }
  }

  /// A single that succeeds at once with `element`.
  public static func just(_ element: Element) -> Single<Element> {
    Single(raw: .just(element))
  }

  /// Subscribes a closure to the outcome.
  /// - Returns: a disposable that cancels the subscription.
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> any Disposable {
    subscribe(onSuccess: { observer(.success($0)) }, onFailure: { observer(.failure($0)) })
  }

  /// Subscribes closures to the outcome.
  ///
  /// ```swift
  /// service.getLibrary()
  ///   .subscribe(onSuccess: { show($0) }, onFailure: { report($0) })
  ///   .disposed(by: bag)
  /// ```
  /// - Parameters:
  ///   - onSuccess: called with the element.
  ///   - onFailure: called with the error.
  ///   - onDisposed: called once when the subscription ends, for whatever reason.
  /// - Returns: a disposable that cancels the subscription.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` alongside the outcome, without retaining it.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    source.subscribe(with: object, onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
  }

  /// The name RxSwift 5 used for ``subscribe(onSuccess:onFailure:onDisposed:)``.
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  public func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: @escaping (Swift.Error) -> Void)
    -> any Disposable
  {
    subscribe(onSuccess: onSuccess, onFailure: onError)
  }

  /// The single as a ``Maybe``.
  public func asMaybe() -> Maybe<Element> { Maybe(raw: source) }

  /// The single as a ``Completable`` that ignores the element.
  public func asCompletable() -> Completable { source.asCompletable() }
}
