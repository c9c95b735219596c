// The two- to eight-source forms of zip for singles and maybes are generated into
// PrimitiveSequence+Arity.swift.

extension PrimitiveSequence where Trait == SingleTrait {
  /// Combines the elements of a collection of singles, in the collection's order; an empty
  /// collection succeeds with `resultSelector([])`.
  /// - Parameters:
  ///   - collection: the singles.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the combined single.
  @available(swift, introduced: 6)
  @preconcurrency public static func zip<Sources: Collection & Sendable, Result>(
    _ collection: Sources, resultSelector: @escaping @Sendable ([Element]) throws -> Result
  ) -> Single<Result> where Sources.Element == Single<Element> {
    guard !collection.isEmpty else { return Single<Result>(raw: .deferred { .just(try resultSelector([])) }) }
    return Single<Result>(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
  }

  /// Collects the elements of a collection of singles into an array, in the collection's
  /// order; an empty collection succeeds with `[]`.
  /// - Parameter collection: the singles.
  /// - Returns: the single of the array.
  @preconcurrency public static func zip<Sources: Collection & Sendable>(_ collection: Sources) -> Single<[Element]>
  where Sources.Element == Single<Element> {
    zip(collection) { $0 }
  }
}

extension PrimitiveSequence where Trait == MaybeTrait {
  /// Combines the elements of a collection of maybes, in the collection's order; an empty
  /// collection succeeds with `resultSelector([])`.
  /// - Parameters:
  ///   - collection: the maybes.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the combined maybe.
  @available(swift, introduced: 6)
  @preconcurrency public static func zip<Sources: Collection & Sendable, Result>(
    _ collection: Sources, resultSelector: @escaping @Sendable ([Element]) throws -> Result
  ) -> Maybe<Result> where Sources.Element == Maybe<Element> {
    guard !collection.isEmpty else { return Maybe<Result>(raw: .deferred { .just(try resultSelector([])) }) }
    return Maybe<Result>(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
  }

  /// Collects the elements of a collection of maybes into an array, in the collection's
  /// order; an empty collection succeeds with `[]`.
  /// - Parameter collection: the maybes.
  /// - Returns: the maybe of the array.
  @preconcurrency public static func zip<Sources: Collection & Sendable>(_ collection: Sources) -> Maybe<[Element]>
  where Sources.Element == Maybe<Element> {
    zip(collection) { $0 }
  }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
  /// Completes after this completable and then `second` have completed, one after the other.
  ///
  /// ```swift
  /// saveSettings().concat(uploadLogs())
  /// ```
  /// - Parameter second: subscribed when this one completes.
  /// - Returns: the sequential completable.
  public func concat(_ second: Completable) -> Completable {
    Completable.concat(self, second)
  }

  /// Runs the completables of `sequence` one after another; the first failure ends it.
  /// - Parameter sequence: the completables, subscribed in order.
  /// - Returns: the sequential completable.
  @preconcurrency public static func concat<Sources: Sequence & Sendable>(_ sequence: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.concat(Array(sequence).map(\.source)))
  }

  /// Runs the given completables one after another; the first failure ends it.
  /// - Parameter sources: the completables, subscribed in order.
  /// - Returns: the sequential completable.
  public static func concat(_ sources: Completable...) -> Completable {
    Completable(raw: Observable.concat(sources.map(\.source)))
  }

  /// Completes once every completable of `sources` has completed, running them all at once; the
  /// first failure ends it. (For completables, zip is merge: there are no elements to pair.)
  /// - Parameter sources: the completables.
  /// - Returns: the combined completable.
  @preconcurrency public static func zip<Sources: Collection & Sendable>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.merge(sources.map(\.source)))
  }

  /// Completes once every one of `sources` has completed; see ``zip(_:)-(Sources)->Completable``.
  public static func zip(_ sources: [Completable]) -> Completable {
    Completable(raw: Observable.merge(sources.map(\.source)))
  }

  /// Completes once every one of `sources` has completed; see ``zip(_:)-(Sources)->Completable``.
  public static func zip(_ sources: Completable...) -> Completable {
    zip(sources)
  }
}
