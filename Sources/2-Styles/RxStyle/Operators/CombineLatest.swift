// The two- to eight-source forms are generated into CombineLatest+Arity.swift.

extension ObservableType {
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
  @available(swift, introduced: 6)
  @preconcurrency public static func combineLatest<Sources: Collection & Sendable>(
    _ sources: Sources, resultSelector: @escaping @Sendable ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    CombiningRule.latest.observable(sources.map { $0.asObservable() }, resultSelector)
  }

  /// Combines the latest elements of a collection of sources into arrays, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined arrays, in the collection's order.
  @preconcurrency public static func combineLatest<Sources: Collection & Sendable>(_ sources: Sources) -> Observable<
    [Element]
  >
  where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>.combineLatest(sources) { $0 }
  }
}
