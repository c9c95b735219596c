extension PrimitiveSequence {
  /// Replaces a failure with the trait `handler` returns for the error.
  ///
  /// ```swift
  /// service.getLibraryRx().catch { _ in cache.library() }
  /// ```
  /// - Parameter handler: returns the trait to continue with; a thrown error fails the result.
  /// - Returns: this trait's outcome, or the replacement's after a failure.
  @available(swift, introduced: 6)
  @preconcurrency public func `catch`(_ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence)
    -> PrimitiveSequence
  {
    PrimitiveSequence(raw: source.catch { try handler($0).source })
  }

  /// The name RxSwift 5 used for ``catch(_:)``.
  @available(swift, introduced: 6)
  @available(*, deprecated, renamed: "catch(_:)")
  @preconcurrency public func catchError(_ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence)
    -> PrimitiveSequence
  {
    self.catch(handler)
  }

  /// Subscribes again after a failure, up to `maxAttemptCount` subscriptions in all.
  ///
  /// ```swift
  /// service.getLibraryRx().retry(3)  // at most three requests
  /// ```
  /// - Parameter maxAttemptCount: the number of subscriptions, the first included.
  /// - Returns: the first success, or the last failure.
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence {
    PrimitiveSequence(raw: source.retry(maxAttemptCount))
  }

  /// Subscribes again each time the trigger that `notificationHandler` makes from the errors
  /// emits; its completion or error ends the trait.
  ///
  /// ```swift
  /// request.retry { (errors: Observable<URLError>) in errors.delay(.seconds(1), scheduler: scheduler) }
  /// ```
  /// - Parameter notificationHandler: turns the errors, cast to `Error`, into the trigger.
  /// - Returns: the first success, or what ends the trigger.
  @available(swift, introduced: 6)
  @preconcurrency public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// ``retry(when:)`` for errors of any type.
  @available(swift, introduced: 6)
  @preconcurrency public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// The name RxSwift 5 used for ``retry(when:)-2nf9c``.
  @available(swift, introduced: 6)
  @available(*, deprecated, renamed: "retry(when:)")
  @preconcurrency public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence {
    retry(when: notificationHandler)
  }

  /// The name RxSwift 5 used for ``retry(when:)-8kg4q`` with errors of any type.
  @available(swift, introduced: 6)
  @available(*, deprecated, renamed: "retry(when:)")
  @preconcurrency public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence {
    retry(when: notificationHandler)
  }

  /// Prints every event and the subscription's lifecycle, prefixed with `identifier`.
  /// - Parameters:
  ///   - identifier: names the lines; by default the file, line and function of the call.
  ///   - trimOutput: shortens long event descriptions.
  ///   - file: the file named when `identifier` is `nil`; the caller's by default.
  ///   - line: the line named when `identifier` is `nil`; the caller's by default.
  ///   - function: the function named when `identifier` is `nil`; the caller's by default.
  /// - Returns: the same trait.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false,
    file: String = #file, line: UInt = #line, function: String = #function
  ) -> PrimitiveSequence {
    PrimitiveSequence(
      raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// A trait that owns a resource for as long as its subscription lasts: `resourceFactory` makes
  /// the resource at subscription, `primitiveSequenceFactory` the trait that uses it, and the
  /// resource is disposed when the subscription ends, whatever ends it.
  ///
  /// ```swift
  /// Single.using({ Connection.open() }, primitiveSequenceFactory: { $0.query("lights") })
  /// ```
  /// - Parameters:
  ///   - resourceFactory: makes the resource; a thrown error fails the subscriber.
  ///   - primitiveSequenceFactory: makes the trait from the resource; a thrown error fails the
  ///     subscriber (the resource is still disposed).
  /// - Returns: the trait.
  @available(swift, introduced: 6)
  @preconcurrency public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping @Sendable () throws -> Resource,
    primitiveSequenceFactory: @escaping @Sendable (Resource) throws -> PrimitiveSequence
  ) -> PrimitiveSequence {
    PrimitiveSequence(
      raw: Observable.using(resourceFactory) { resource in try primitiveSequenceFactory(resource).source })
  }
}

extension PrimitiveSequence where Trait == SingleTrait {
  /// The element when it passes `predicate`; otherwise completes empty.
  ///
  /// ```swift
  /// Single.just(3).filter { $0 > 5 }  // completed
  /// ```
  /// - Parameter predicate: decides; a thrown error fails the result.
  /// - Returns: a maybe.
  @available(swift, introduced: 6)
  @preconcurrency public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: source.filter(predicate))
  }

  /// The transformed element, or an empty completion when `transform` returns nil.
  /// - Parameter transform: returns the result or nil; a thrown error fails the result.
  /// - Returns: a maybe.
  @available(swift, introduced: 6)
  @preconcurrency public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<
    Result
  > {
    Maybe(raw: source.compactMap(transform))
  }
}

extension PrimitiveSequence where Trait == MaybeTrait {
  /// The element when it passes `predicate`; otherwise completes empty.
  /// - Parameter predicate: decides; a thrown error fails the result.
  /// - Returns: the filtered maybe.
  @available(swift, introduced: 6)
  @preconcurrency public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: source.filter(predicate))
  }

  /// The transformed element, or an empty completion when `transform` returns nil.
  /// - Parameter transform: returns the result or nil; a thrown error fails the result.
  /// - Returns: the transformed maybe.
  @available(swift, introduced: 6)
  @preconcurrency public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<
    Result
  > {
    Maybe(raw: source.compactMap(transform))
  }

  /// Succeeds with `default` when the maybe completes empty.
  ///
  /// ```swift
  /// cache.lookup(id).ifEmpty(default: .placeholder)
  /// ```
  /// - Parameter default: the element to use instead of an empty completion.
  /// - Returns: a single.
  public func ifEmpty(default: Element) -> Single<Element> {
    Single(raw: source.ifEmpty(default: `default`))
  }

  /// Continues with `other` when the maybe completes empty.
  /// - Parameter other: the maybe to subscribe to instead.
  /// - Returns: this maybe's element, or `other`'s outcome.
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: source.ifEmpty(switchTo: other.source))
  }

  /// Continues with `other` when the maybe completes empty.
  ///
  /// ```swift
  /// cache.lookup(id).ifEmpty(switchTo: service.fetch(id))
  /// ```
  /// - Parameter other: the single to subscribe to instead.
  /// - Returns: a single.
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    Single(raw: source.ifEmpty(switchTo: other.source))
  }
}
