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
    let (s1, s2) = (source1.asObservable(), source2.asObservable())
    return Observable { receiver in
      let (v1, v2) = (LatestSlot<O1.Element>(), LatestSlot<O2.Element>())
      let sink = CombineLatestSink(arity: 2, result: { try resultSelector(v1.value, v2.value) }, downstream: receiver)
      sink.add(s1, index: 0) { v1.set($0) }
      sink.add(s2, index: 1) { v2.set($0) }
      return sink
    }
  }

  /// Combines the latest elements of three sources whenever one emits, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
    return Observable { receiver in
      let (v1, v2, v3) = (LatestSlot<O1.Element>(), LatestSlot<O2.Element>(), LatestSlot<O3.Element>())
      let sink = CombineLatestSink(
        arity: 3, result: { try resultSelector(v1.value, v2.value, v3.value) }, downstream: receiver)
      sink.add(s1, index: 0) { v1.set($0) }
      sink.add(s2, index: 1) { v2.set($0) }
      sink.add(s3, index: 2) { v3.set($0) }
      return sink
    }
  }

  /// Combines the latest elements of four sources whenever one emits, once all have emitted.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    let (s1, s2) = (source1.asObservable(), source2.asObservable())
    let (s3, s4) = (source3.asObservable(), source4.asObservable())
    return Observable { receiver in
      let (v1, v2) = (LatestSlot<O1.Element>(), LatestSlot<O2.Element>())
      let (v3, v4) = (LatestSlot<O3.Element>(), LatestSlot<O4.Element>())
      let sink = CombineLatestSink(
        arity: 4, result: { try resultSelector(v1.value, v2.value, v3.value, v4.value) }, downstream: receiver)
      sink.add(s1, index: 0) { v1.set($0) }
      sink.add(s2, index: 1) { v2.set($0) }
      sink.add(s3, index: 2) { v3.set($0) }
      sink.add(s4, index: 3) { v4.set($0) }
      return sink
    }
  }

  /// Combines the latest elements of a collection of sources whenever one emits, once all have
  /// emitted. An empty collection completes at once.
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
    let sources = sources.map { $0.asObservable() }
    return Observable { receiver in
      let slots = sources.map { _ in LatestSlot<Sources.Element.Element>() }
      let sink = CombineLatestSink(
        arity: sources.count, result: { try resultSelector(slots.map(\.value)) }, downstream: receiver)
      for (index, source) in sources.enumerated() { sink.add(source, index: index) { slots[index].set($0) } }
      return sink
    }
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

// Safety: the bookkeeping below is touched only under `lock` (IndexedSourcesSink's contract).
private final class CombineLatestSink<Result>: IndexedSourcesSink<Result>, @unchecked Sendable {
  private let result: () throws -> Result
  private var hasValue: [Bool]
  private var isDone: [Bool]
  private var valueCount = 0
  private var doneCount = 0

  init(arity: Int, result: @escaping () throws -> Result, downstream: Receiver<Result>) {
    self.result = result
    hasValue = Array(repeating: false, count: arity)
    isDone = Array(repeating: false, count: arity)
    super.init(downstream: downstream)
    if arity == 0 { forwardCompleted() }
  }

  override func sourceNext(_ index: Int) {
    if !hasValue[index] {
      hasValue[index] = true
      valueCount += 1
    }
    if valueCount == hasValue.count {
      do {
        forwardNext(try result())
      } catch {
        forwardError(error)
      }
    } else if isDone.indices.allSatisfy({ $0 == index || isDone[$0] }) {
      // Some source never emitted and can no longer: no combination will ever exist.
      forwardCompleted()
    }
  }

  override func sourceCompleted(_ index: Int) {
    guard !isDone[index] else { return }
    isDone[index] = true
    doneCount += 1
    if doneCount == isDone.count { forwardCompleted() }
  }
}
