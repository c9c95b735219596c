// The two- to eight-source forms are generated into Zip+Arity.swift.

extension ObservableType {
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
  @available(swift, introduced: 6)
  @preconcurrency public static func zip<Sources: Collection & Sendable>(
    _ sources: Sources, resultSelector: @escaping @Sendable ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    CombiningRule.zipCollection.observable(sources.map { $0.asObservable() }, resultSelector)
  }

  /// Pairs the elements of a collection of sources by position into arrays.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined arrays, in the collection's order.
  @preconcurrency public static func zip<Sources: Collection & Sendable>(_ sources: Sources) -> Observable<[Element]>
  where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>.zip(sources) { $0 }
  }
}
