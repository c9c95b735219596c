import StyleInternals

extension ObservableType where Element: ObservableConvertibleType {
  /// Merges the elements of the inner observables this observable emits, as they arrive.
  ///
  /// Completes when this observable and every inner observable have completed; the first error
  /// ends it.
  ///
  /// ```swift
  /// Observable.of(Observable.of(1, 2), Observable.of(10)).merge()  // 1, 10, 2 (interleaved)
  /// ```
  /// - Returns: the merged elements of every inner observable.
  public func merge() -> Observable<Element.Element> {
    merging(mode: .limited(maxConcurrent: .max)) { $0 }
  }

  /// Merges the inner observables' elements, running at most `maxConcurrent` of them at once;
  /// the others wait, in order, for one to complete.
  ///
  /// ```swift
  /// requests.merge(maxConcurrent: 2)  // at most two requests in flight
  /// ```
  /// - Parameter maxConcurrent: how many inner observables may run at once (at least 1).
  /// - Returns: the merged elements of every inner observable.
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    precondition(maxConcurrent > 0, "merge(maxConcurrent:) requires at least 1")
    return merging(mode: .limited(maxConcurrent: maxConcurrent), endsOuterFirst: false) { $0 }
  }
}

extension ObservableType {
  /// Merges the elements of `sources`, all subscribed at once, as they arrive.
  ///
  /// ```swift
  /// Observable.merge(taps, swipes)  // every tap and every swipe
  /// ```
  /// - Parameter sources: the observables to merge.
  /// - Returns: their elements, completing when all of them have completed.
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }

  /// Merges the elements of a collection of observables, all subscribed at once.
  /// - Parameter sources: the observables to merge.
  /// - Returns: their elements, completing when all of them have completed.
  @preconcurrency public static func merge<Sources: Collection & Sendable>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Observable<Observable<Element>>.handingOver(Array(sources)).merge()
  }
}

extension Observable {
  /// Sends `elements` and completes within the subscription itself, not through the trampoline:
  /// the static `merge` and `concat` subscribe their first sources before returning, as RxSwift
  /// does, so a source subscribed after them (a sampler, another combined source) comes after.
  static func handingOver(_ elements: [Element]) -> Observable<Element> {
    let elements = Captured(elements)
    return Observable { receiver in
      for element in elements.value { receiver.onNext(element) }
      receiver.onCompleted()
      return Disposables.create()
    }
  }
}
