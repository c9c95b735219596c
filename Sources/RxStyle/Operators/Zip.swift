extension ObservableType {
  /// Pairs the elements of two sources by position: the first of each, then the second of each…
  ///
  /// Elements wait in a queue per source until every source has one at that position. Completes
  /// when every source has completed; the first error ends it.
  ///
  /// ```swift
  /// Observable.zip(Observable.of(1, 2), Observable.of("a", "b")) { "\($0)\($1)" }  // "1a", "2b"
  /// ```
  /// - Parameters:
  ///   - source1: the first source.
  ///   - source2: the second source.
  ///   - resultSelector: combines the elements at one position; a thrown error ends the sequence.
  /// - Returns: the combined values.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2, resultSelector: @escaping @Sendable (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    CombiningRule.zip.observable(source1.asObservable(), source2.asObservable(), resultSelector)
  }

  /// Pairs the elements of three sources by position.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    CombiningRule.zip.observable(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector)
  }

  /// Pairs the elements of four sources by position.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    CombiningRule.zip.observable(
      source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector)
  }

  /// Pairs the elements of a collection of sources by position. An empty collection completes
  /// at once.
  ///
  /// Unlike the fixed-arity forms, which wait for every source to complete, the collection form
  /// also completes as soon as an element arrives that can never be paired: the moment one
  /// source emits while every other source has completed and some completed source has nothing
  /// left queued.
  ///
  /// ```swift
  /// Observable.zip(requests) { $0.count }
  /// ```
  /// - Parameters:
  ///   - sources: the sources.
  ///   - resultSelector: combines the elements at one position, in the collection's order.
  /// - Returns: the combined values.
  public static func zip<Sources: Collection & Sendable>(
    _ sources: Sources, resultSelector: @escaping @Sendable ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    CombiningRule.zipCollection.observable(sources.map { $0.asObservable() }, resultSelector)
  }

  /// Pairs the elements of a collection of sources by position into arrays.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined arrays, in the collection's order.
  public static func zip<Sources: Collection & Sendable>(_ sources: Sources) -> Observable<[Element]>
  where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>.zip(sources) { $0 }
  }
}

extension ObservableType where Element == Any {
  /// Pairs the elements of two sources by position into tuples.
  ///
  /// ```swift
  /// Observable.zip(Observable.of(1, 2), Observable.of("a", "b"))  // (1, "a"), (2, "b")
  /// ```
  public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
    -> Observable<(O1.Element, O2.Element)>
  {
    Observable.zip(source1, source2) { ($0, $1) }
  }

  /// Pairs the elements of three sources by position into tuples.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable.zip(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Pairs the elements of four sources by position into tuples.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }
}

extension ObservableType {
  /// Pairs the elements of five sources by position.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    CombiningRule.zip.observable(
      source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
      source5.asObservable(), resultSelector)
  }

  /// Pairs the elements of six sources by position.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
  ) -> Observable<Element> {
    CombiningRule.zip.observable(
      source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
      source5.asObservable(), source6.asObservable(), resultSelector)
  }

  /// Pairs the elements of seven sources by position.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    resultSelector:
      @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws ->
      Element
  ) -> Observable<Element> {
    CombiningRule.zip.observable(
      source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
      source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector)
  }

  /// Pairs the elements of eight sources by position.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8,
    resultSelector:
      @escaping @Sendable (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
      ) throws -> Element
  ) -> Observable<Element> {
    CombiningRule.zip.observable(
      source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
      source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector)
  }
}

extension ObservableType where Element == Any {
  /// Pairs the elements of five sources by position, into tuples.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
  }

  /// Pairs the elements of six sources by position, into tuples.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    Observable.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
  }

  /// Pairs the elements of seven sources by position, into tuples.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
    Observable.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
  }

  /// Pairs the elements of eight sources by position, into tuples.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
    Observable.zip(source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }
}
