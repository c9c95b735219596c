extension ObservableType {
  /// Maps each element to an observable and merges the elements of all of them, as they arrive.
  ///
  /// Every inner observable runs until it ends; the result completes when the source and all
  /// inner observables have completed. The first error, from the source, an inner observable or
  /// `selector`, ends the result with that error. Elements from inner observables running on
  /// different threads are delivered one at a time.
  ///
  /// ```swift
  /// Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }  // 1, 10, 2, 20 (interleaved as they arrive)
  /// ```
  /// - Parameter selector: maps an element to the observable whose elements to merge.
  /// - Returns: the merged elements of every inner observable.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) throws -> Source
  ) -> Observable<Source.Element> {
    merging(mode: .limited(maxConcurrent: .max), selector)
  }

  /// Maps an element to an observable only while no inner observable is running; elements that
  /// arrive in the meantime are dropped.
  ///
  /// Useful to ignore taps while a request is in flight.
  ///
  /// ```swift
  /// taps.flatMapFirst { service.fetch() }  // a tap during a fetch starts nothing
  /// ```
  /// - Parameter selector: maps an accepted element to the observable whose elements to forward.
  /// - Returns: the elements of each accepted inner observable.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) throws -> Source
  ) -> Observable<Source.Element> {
    merging(mode: .dropWhileBusy, selector)
  }

  /// Maps each element to an observable and forwards their elements one observable after the
  /// other: the next one is subscribed when the previous completes.
  ///
  /// ```swift
  /// Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) }  // 1, 10, 2, 20
  /// ```
  /// - Parameter selector: maps an element to the observable whose elements to forward in turn.
  /// - Returns: the elements of every inner observable, in order.
  @available(swift, introduced: 6)
  @preconcurrency public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) throws -> Source
  ) -> Observable<Source.Element> {
    merging(mode: .limited(maxConcurrent: 1), endsOuterFirst: false, selector)
  }

  /// The merging operators' observable; `endsOuterFirst` is false for the forms RxSwift builds on
  /// its limited merge (`merge(maxConcurrent:)`, `concat()`, `concatMap`), which pass a finished
  /// outer sequence's end on before disposing it when no inner sequence runs.
  func merging<Source: ObservableConvertibleType>(
    mode: MergeMode, endsOuterFirst: Bool = true, _ selector: @escaping @Sendable (Element) throws -> Source
  ) -> Observable<Source.Element> {
    asObservable().throughSink { receiver in
      MergeSink(
        mode: mode, endsOuterFirst: endsOuterFirst, selector: { try selector($0).asObservable() },
        downstream: receiver)
    }
  }
}
