extension ObservableType {
  /// Combines the latest elements of two sources whenever either emits, once both have emitted.
  ///
  /// Completes when both have completed (or when one emits while the other has completed
  /// without ever emitting); the first error ends it.
  ///
  /// ```swift
  /// Observable.combineLatest(username, password) { !$0.isEmpty && !$1.isEmpty }
  /// ```
  /// - Parameters:
  ///   - source1: the first source.
  ///   - source2: the second source.
  ///   - resultSelector: combines the latest elements; a thrown error ends the sequence.
  /// - Returns: the combined values.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2, resultSelector: @escaping @Sendable (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    CombiningRule.latest.observable(source1.asObservable(), source2.asObservable(), resultSelector)
  }

  /// Combines the latest elements of three sources whenever one emits, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    CombiningRule.latest.observable(
      source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector)
  }

  /// Combines the latest elements of four sources whenever one emits, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    CombiningRule.latest.observable(
      source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector)
  }

  /// Combines the latest elements of a collection of sources whenever one emits, once all have
  /// emitted. An empty collection sends `resultSelector([])` once, then completes.
  ///
  /// ```swift
  /// Observable.combineLatest(fields.map(\.isValid)) { $0.allSatisfy { $0 } }
  /// ```
  /// - Parameters:
  ///   - sources: the sources.
  ///   - resultSelector: combines the latest elements, in the collection's order.
  /// - Returns: the combined values.
  public static func combineLatest<Sources: Collection & Sendable>(
    _ sources: Sources, resultSelector: @escaping @Sendable ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    CombiningRule.latest.observable(sources.map { $0.asObservable() }, resultSelector)
  }

  /// Combines the latest elements of a collection of sources into arrays, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined arrays, in the collection's order.
  public static func combineLatest<Sources: Collection & Sendable>(_ sources: Sources) -> Observable<[Element]>
  where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>.combineLatest(sources) { $0 }
  }
}

extension ObservableType where Element == Any {
  /// Combines the latest elements of two sources into tuples, once both have emitted.
  ///
  /// ```swift
  /// Observable.combineLatest(username, password)  // (String, String) whenever either changes
  /// ```
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
    -> Observable<(O1.Element, O2.Element)>
  {
    Observable.combineLatest(source1, source2) { ($0, $1) }
  }

  /// Combines the latest elements of three sources into tuples, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable.combineLatest(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Combines the latest elements of four sources into tuples, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }
}

extension ObservableType {
  /// Combines the latest elements of five sources whenever one emits, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    CombiningRule.latest.observable(
      source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
      source5.asObservable(), resultSelector)
  }

  /// Combines the latest elements of six sources whenever one emits, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
  ) -> Observable<Element> {
    CombiningRule.latest.observable(
      source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
      source5.asObservable(), source6.asObservable(), resultSelector)
  }

  /// Combines the latest elements of seven sources whenever one emits, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    resultSelector:
      @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws ->
      Element
  ) -> Observable<Element> {
    CombiningRule.latest.observable(
      source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
      source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector)
  }

  /// Combines the latest elements of eight sources whenever one emits, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func combineLatest<
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
    CombiningRule.latest.observable(
      source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
      source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector)
  }
}

extension ObservableType where Element == Any {
  /// Combines the latest elements of five sources whenever one emits, once all have emitted, into tuples.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
  }

  /// Combines the latest elements of six sources whenever one emits, once all have emitted, into tuples.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    Observable.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
  }

  /// Combines the latest elements of seven sources whenever one emits, once all have emitted, into tuples.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
    Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7) {
      ($0, $1, $2, $3, $4, $5, $6)
    }
  }

  /// Combines the latest elements of eight sources whenever one emits, once all have emitted, into tuples.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined tuples.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
    Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }
}
