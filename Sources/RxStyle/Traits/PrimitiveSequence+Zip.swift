// The arities mirror RxSwift's generated ones, so code that zips up to eight traits compiles.

extension PrimitiveSequence where Trait == SingleTrait {
  /// Combines the elements of 2 singles with `resultSelector` once every one has succeeded; the first failure ends it.
  ///
  /// ```swift
  /// Single.zip(fetchUser(), fetchSettings()) { Profile(user: $0, settings: $1) }
  /// ```
  /// - Parameters:
  ///   - source1: the first single.
  ///   - source2: the second single.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the combined single.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    resultSelector: @escaping @Sendable (E1, E2) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
  }

  /// Combines the elements of 3 singles, as the two-source form does.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>,
    resultSelector: @escaping @Sendable (E1, E2, E3) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
  }

  /// Combines the elements of 4 singles, as the two-source form does.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>, _ source4: PrimitiveSequence<SingleTrait, E4>,
    resultSelector: @escaping @Sendable (E1, E2, E3, E4) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
  }

  /// Combines the elements of 5 singles, as the two-source form does.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>, _ source4: PrimitiveSequence<SingleTrait, E4>,
    _ source5: PrimitiveSequence<SingleTrait, E5>,
    resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) },
        source5.source
      ) { a, b in
        try resultSelector(a.0, a.1, a.2, a.3, b)
      })
  }

  /// Combines the elements of 6 singles, as the two-source form does.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>, _ source4: PrimitiveSequence<SingleTrait, E4>,
    _ source5: PrimitiveSequence<SingleTrait, E5>, _ source6: PrimitiveSequence<SingleTrait, E6>,
    resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) },
        Observable.zip(source5.source, source6.source) { ($0, $1) }
      ) { a, b in
        try resultSelector(a.0, a.1, a.2, a.3, b.0, b.1)
      })
  }

  /// Combines the elements of 7 singles, as the two-source form does.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>, _ source4: PrimitiveSequence<SingleTrait, E4>,
    _ source5: PrimitiveSequence<SingleTrait, E5>, _ source6: PrimitiveSequence<SingleTrait, E6>,
    _ source7: PrimitiveSequence<SingleTrait, E7>,
    resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) },
        Observable.zip(source5.source, source6.source, source7.source) { ($0, $1, $2) }
      ) { a, b in
        try resultSelector(a.0, a.1, a.2, a.3, b.0, b.1, b.2)
      })
  }

  /// Combines the elements of 8 singles, as the two-source form does.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>, _ source4: PrimitiveSequence<SingleTrait, E4>,
    _ source5: PrimitiveSequence<SingleTrait, E5>, _ source6: PrimitiveSequence<SingleTrait, E6>,
    _ source7: PrimitiveSequence<SingleTrait, E7>, _ source8: PrimitiveSequence<SingleTrait, E8>,
    resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) },
        Observable.zip(source5.source, source6.source, source7.source, source8.source) { ($0, $1, $2, $3) }
      ) { a, b in
        try resultSelector(a.0, a.1, a.2, a.3, b.0, b.1, b.2, b.3)
      })
  }

  /// Combines the elements of a collection of singles, in the collection's order; an empty
  /// collection succeeds with `resultSelector([])`.
  /// - Parameters:
  ///   - collection: the singles.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the combined single.
  public static func zip<Sources: Collection & Sendable, Result>(
    _ collection: Sources, resultSelector: @escaping @Sendable ([Element]) throws -> Result
  ) -> Single<Result> where Sources.Element == Single<Element> {
    guard !collection.isEmpty else { return Single<Result>(raw: .deferred { .just(try resultSelector([])) }) }
    return Single<Result>(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
  }

  /// Collects the elements of a collection of singles into an array, in the collection's
  /// order; an empty collection succeeds with `[]`.
  /// - Parameter collection: the singles.
  /// - Returns: the single of the array.
  public static func zip<Sources: Collection & Sendable>(_ collection: Sources) -> Single<[Element]>
  where Sources.Element == Single<Element> {
    zip(collection) { $0 }
  }
}

extension PrimitiveSequence where Trait == SingleTrait, Element == Any {
  /// Pairs the elements of 2 singles into a tuple.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>
  ) -> Single<(E1, E2)> {
    Single<(E1, E2)>.zip(source1, source2) { ($0, $1) }
  }

  /// Pairs the elements of 3 singles into a tuple.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>
  ) -> Single<(E1, E2, E3)> {
    Single<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Pairs the elements of 4 singles into a tuple.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>, _ source4: PrimitiveSequence<SingleTrait, E4>
  ) -> Single<(E1, E2, E3, E4)> {
    Single<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }

  /// Pairs the elements of 5 singles into a tuple.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>, _ source4: PrimitiveSequence<SingleTrait, E4>,
    _ source5: PrimitiveSequence<SingleTrait, E5>
  ) -> Single<(E1, E2, E3, E4, E5)> {
    Single<(E1, E2, E3, E4, E5)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
  }

  /// Pairs the elements of 6 singles into a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>, _ source4: PrimitiveSequence<SingleTrait, E4>,
    _ source5: PrimitiveSequence<SingleTrait, E5>, _ source6: PrimitiveSequence<SingleTrait, E6>
  ) -> Single<(E1, E2, E3, E4, E5, E6)> {
    Single<(E1, E2, E3, E4, E5, E6)>.zip(source1, source2, source3, source4, source5, source6) {
      ($0, $1, $2, $3, $4, $5)
    }
  }

  /// Pairs the elements of 7 singles into a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>, _ source4: PrimitiveSequence<SingleTrait, E4>,
    _ source5: PrimitiveSequence<SingleTrait, E5>, _ source6: PrimitiveSequence<SingleTrait, E6>,
    _ source7: PrimitiveSequence<SingleTrait, E7>
  ) -> Single<(E1, E2, E3, E4, E5, E6, E7)> {
    Single<(E1, E2, E3, E4, E5, E6, E7)>.zip(source1, source2, source3, source4, source5, source6, source7) {
      ($0, $1, $2, $3, $4, $5, $6)
    }
  }

  /// Pairs the elements of 8 singles into a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<SingleTrait, E1>, _ source2: PrimitiveSequence<SingleTrait, E2>,
    _ source3: PrimitiveSequence<SingleTrait, E3>, _ source4: PrimitiveSequence<SingleTrait, E4>,
    _ source5: PrimitiveSequence<SingleTrait, E5>, _ source6: PrimitiveSequence<SingleTrait, E6>,
    _ source7: PrimitiveSequence<SingleTrait, E7>, _ source8: PrimitiveSequence<SingleTrait, E8>
  ) -> Single<(E1, E2, E3, E4, E5, E6, E7, E8)> {
    Single<(E1, E2, E3, E4, E5, E6, E7, E8)>.zip(source1, source2, source3, source4, source5, source6, source7, source8)
    { ($0, $1, $2, $3, $4, $5, $6, $7) }
  }
}

extension PrimitiveSequence where Trait == MaybeTrait {
  /// Combines the elements of 2 maybes with `resultSelector` once every one has succeeded; the first failure or empty completion ends it.
  ///
  /// ```swift
  /// Maybe.zip(fetchUser(), fetchSettings()) { Profile(user: $0, settings: $1) }
  /// ```
  /// - Parameters:
  ///   - source1: the first maybe.
  ///   - source2: the second maybe.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the combined maybe.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    resultSelector: @escaping @Sendable (E1, E2) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
  }

  /// Combines the elements of 3 maybes, as the two-source form does.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>,
    resultSelector: @escaping @Sendable (E1, E2, E3) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
  }

  /// Combines the elements of 4 maybes, as the two-source form does.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>, _ source4: PrimitiveSequence<MaybeTrait, E4>,
    resultSelector: @escaping @Sendable (E1, E2, E3, E4) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
  }

  /// Combines the elements of 5 maybes, as the two-source form does.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>, _ source4: PrimitiveSequence<MaybeTrait, E4>,
    _ source5: PrimitiveSequence<MaybeTrait, E5>,
    resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) },
        source5.source
      ) { a, b in
        try resultSelector(a.0, a.1, a.2, a.3, b)
      })
  }

  /// Combines the elements of 6 maybes, as the two-source form does.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>, _ source4: PrimitiveSequence<MaybeTrait, E4>,
    _ source5: PrimitiveSequence<MaybeTrait, E5>, _ source6: PrimitiveSequence<MaybeTrait, E6>,
    resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) },
        Observable.zip(source5.source, source6.source) { ($0, $1) }
      ) { a, b in
        try resultSelector(a.0, a.1, a.2, a.3, b.0, b.1)
      })
  }

  /// Combines the elements of 7 maybes, as the two-source form does.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>, _ source4: PrimitiveSequence<MaybeTrait, E4>,
    _ source5: PrimitiveSequence<MaybeTrait, E5>, _ source6: PrimitiveSequence<MaybeTrait, E6>,
    _ source7: PrimitiveSequence<MaybeTrait, E7>,
    resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) },
        Observable.zip(source5.source, source6.source, source7.source) { ($0, $1, $2) }
      ) { a, b in
        try resultSelector(a.0, a.1, a.2, a.3, b.0, b.1, b.2)
      })
  }

  /// Combines the elements of 8 maybes, as the two-source form does.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>, _ source4: PrimitiveSequence<MaybeTrait, E4>,
    _ source5: PrimitiveSequence<MaybeTrait, E5>, _ source6: PrimitiveSequence<MaybeTrait, E6>,
    _ source7: PrimitiveSequence<MaybeTrait, E7>, _ source8: PrimitiveSequence<MaybeTrait, E8>,
    resultSelector: @escaping @Sendable (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) },
        Observable.zip(source5.source, source6.source, source7.source, source8.source) { ($0, $1, $2, $3) }
      ) { a, b in
        try resultSelector(a.0, a.1, a.2, a.3, b.0, b.1, b.2, b.3)
      })
  }

  /// Combines the elements of a collection of maybes, in the collection's order; an empty
  /// collection succeeds with `resultSelector([])`.
  /// - Parameters:
  ///   - collection: the maybes.
  ///   - resultSelector: combines the elements; a thrown error fails the result.
  /// - Returns: the combined maybe.
  public static func zip<Sources: Collection & Sendable, Result>(
    _ collection: Sources, resultSelector: @escaping @Sendable ([Element]) throws -> Result
  ) -> Maybe<Result> where Sources.Element == Maybe<Element> {
    guard !collection.isEmpty else { return Maybe<Result>(raw: .deferred { .just(try resultSelector([])) }) }
    return Maybe<Result>(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
  }

  /// Collects the elements of a collection of maybes into an array, in the collection's
  /// order; an empty collection succeeds with `[]`.
  /// - Parameter collection: the maybes.
  /// - Returns: the maybe of the array.
  public static func zip<Sources: Collection & Sendable>(_ collection: Sources) -> Maybe<[Element]>
  where Sources.Element == Maybe<Element> {
    zip(collection) { $0 }
  }
}

extension PrimitiveSequence where Trait == MaybeTrait, Element == Any {
  /// Pairs the elements of 2 maybes into a tuple.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>
  ) -> Maybe<(E1, E2)> {
    Maybe<(E1, E2)>.zip(source1, source2) { ($0, $1) }
  }

  /// Pairs the elements of 3 maybes into a tuple.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>
  ) -> Maybe<(E1, E2, E3)> {
    Maybe<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Pairs the elements of 4 maybes into a tuple.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>, _ source4: PrimitiveSequence<MaybeTrait, E4>
  ) -> Maybe<(E1, E2, E3, E4)> {
    Maybe<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }

  /// Pairs the elements of 5 maybes into a tuple.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>, _ source4: PrimitiveSequence<MaybeTrait, E4>,
    _ source5: PrimitiveSequence<MaybeTrait, E5>
  ) -> Maybe<(E1, E2, E3, E4, E5)> {
    Maybe<(E1, E2, E3, E4, E5)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
  }

  /// Pairs the elements of 6 maybes into a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>, _ source4: PrimitiveSequence<MaybeTrait, E4>,
    _ source5: PrimitiveSequence<MaybeTrait, E5>, _ source6: PrimitiveSequence<MaybeTrait, E6>
  ) -> Maybe<(E1, E2, E3, E4, E5, E6)> {
    Maybe<(E1, E2, E3, E4, E5, E6)>.zip(source1, source2, source3, source4, source5, source6) {
      ($0, $1, $2, $3, $4, $5)
    }
  }

  /// Pairs the elements of 7 maybes into a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>, _ source4: PrimitiveSequence<MaybeTrait, E4>,
    _ source5: PrimitiveSequence<MaybeTrait, E5>, _ source6: PrimitiveSequence<MaybeTrait, E6>,
    _ source7: PrimitiveSequence<MaybeTrait, E7>
  ) -> Maybe<(E1, E2, E3, E4, E5, E6, E7)> {
    Maybe<(E1, E2, E3, E4, E5, E6, E7)>.zip(source1, source2, source3, source4, source5, source6, source7) {
      ($0, $1, $2, $3, $4, $5, $6)
    }
  }

  /// Pairs the elements of 8 maybes into a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<MaybeTrait, E1>, _ source2: PrimitiveSequence<MaybeTrait, E2>,
    _ source3: PrimitiveSequence<MaybeTrait, E3>, _ source4: PrimitiveSequence<MaybeTrait, E4>,
    _ source5: PrimitiveSequence<MaybeTrait, E5>, _ source6: PrimitiveSequence<MaybeTrait, E6>,
    _ source7: PrimitiveSequence<MaybeTrait, E7>, _ source8: PrimitiveSequence<MaybeTrait, E8>
  ) -> Maybe<(E1, E2, E3, E4, E5, E6, E7, E8)> {
    Maybe<(E1, E2, E3, E4, E5, E6, E7, E8)>.zip(source1, source2, source3, source4, source5, source6, source7, source8)
    { ($0, $1, $2, $3, $4, $5, $6, $7) }
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
  public static func concat<Sources: Sequence & Sendable>(_ sequence: Sources) -> Completable
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
  public static func zip<Sources: Collection & Sendable>(_ sources: Sources) -> Completable
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
