extension PrimitiveSequence where Trait == SingleTrait {
  /// Transforms the element; a thrown error fails the single.
  ///
  /// ```swift
  /// service.getLibrary().map { "Library name: \($0.name)" }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Single<Result>
  {
    Single(raw: source.map(transform))
  }

  /// Continues with the single that `selector` makes from the element.
  ///
  /// ```swift
  /// session.getUser().flatMap { user in service.getLibrary(for: user) }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Single<Result>)
    -> Single<Result>
  {
    Single(raw: source.continued { element in try selector(element).source })
  }

  /// Continues with the maybe that `selector` makes from the element.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMapMaybe<Result>(_ selector: @escaping @Sendable (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: source.continued { element in try selector(element).source })
  }

  /// Continues with the completable that `selector` makes from the element.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMapCompletable(_ selector: @escaping @Sendable (Element) throws -> Completable)
    -> Completable
  {
    Completable(raw: source.continued { element in try selector(element).source })
  }

  /// Runs side effects for the outcome and the subscription's lifecycle; see
  /// ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``.
  @available(swift, introduced: 6)
  @preconcurrency public func `do`(
    onSuccess: (@Sendable (Element) throws -> Void)? = nil,
    afterSuccess: (@Sendable (Element) throws -> Void)? = nil,
    onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Single<Element> {
    Single(
      raw: source.do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Succeeds with `element` instead of failing.
  ///
  /// ```swift
  /// service.getLibrary().map(\.name).catchAndReturn("unknown")
  /// ```
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    Single(raw: source.replacingError(with: element))
  }

  /// The name RxSwift 5 used for ``catchAndReturn(_:)->Single<Element>``.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Single<Element> { catchAndReturn(element) }
}

extension PrimitiveSequence where Trait == MaybeTrait {
  /// Transforms the element, if any; a thrown error fails the maybe.
  @available(swift, introduced: 6)
  @preconcurrency public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Maybe<Result>
  {
    Maybe(raw: source.map(transform))
  }

  /// Continues with the maybe that `selector` makes from the element; completes if there is none.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(
      raw: ThenSink.observable(first: source, endsContinuationFirst: true) { element in
        guard let element else { return .empty() }
        return try selector(element).source
      })
  }

  /// Runs side effects for the outcome and the subscription's lifecycle.
  @available(swift, introduced: 6)
  @preconcurrency public func `do`(
    onNext: (@Sendable (Element) throws -> Void)? = nil,
    afterNext: (@Sendable (Element) throws -> Void)? = nil,
    onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    onCompleted: (@Sendable () throws -> Void)? = nil,
    afterCompleted: (@Sendable () throws -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Maybe<Element> {
    Maybe(
      raw: source.do(
        onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Succeeds with `element` instead of failing.
  public func catchAndReturn(_ element: Element) -> Maybe<Element> {
    Maybe(raw: source.replacingError(with: element))
  }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
  /// Runs side effects for the outcome and the subscription's lifecycle.
  @available(swift, introduced: 6)
  @preconcurrency public func `do`(
    onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    onCompleted: (@Sendable () throws -> Void)? = nil,
    afterCompleted: (@Sendable () throws -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Completable {
    Completable(
      raw: source.do(
        onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// When this completes, continues with `second`.
  ///
  /// ```swift
  /// repository.toggleLight(withId: 2).andThen(repository.queryLight(withId: 2))
  /// ```
  public func andThen<Next>(_ second: Single<Next>) -> Single<Next> {
    Single(raw: ThenSink.observable(first: source) { _ in second.source })
  }

  /// When this completes, continues with `second`.
  public func andThen<Next>(_ second: Maybe<Next>) -> Maybe<Next> {
    Maybe(raw: ThenSink.observable(first: source) { _ in second.source })
  }

  /// When this completes, continues with `second`.
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: ThenSink.observable(first: source) { _ in second.source })
  }

  /// When this completes, continues with `second`.
  public func andThen<Next>(_ second: Observable<Next>) -> Observable<Next> {
    ThenSink.observable(first: source) { _ in second }
  }
}

extension ThenSink {
  static func observable(
    first: Observable<Input>, endsContinuationFirst: Bool = false,
    next: @escaping @Sendable (Input?) throws -> Observable<Output>
  ) -> Observable<Output> {
    Observable { receiver in
      ThenSink.run(first: first, next: next, endsContinuationFirst: endsContinuationFirst, downstream: receiver)
    }
  }
}

extension Observable {
  /// Continues with the sequence `next` makes from the last element; fails with
  /// `RxError.noElements` when there is none (traits' sources always have one).
  fileprivate func continued<Result>(
    _ next: @escaping @Sendable (Element) throws -> Observable<Result>
  ) -> Observable<Result> {
    ThenSink.observable(first: self, endsContinuationFirst: true) { element in
      guard let element else { throw RxError.noElements }
      return try next(element)
    }
  }
}
