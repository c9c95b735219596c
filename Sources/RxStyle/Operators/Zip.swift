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
    let (s1, s2) = (source1.asObservable(), source2.asObservable())
    return Observable { receiver in
      let (q1, q2) = (RingBuffer<O1.Element>(), RingBuffer<O2.Element>())
      let sink = ZipSink(
        arity: 2, isReady: { !q1.isEmpty && !q2.isEmpty },
        result: { try resultSelector(q1.removeFirst(), q2.removeFirst()) }, downstream: receiver)
      sink.add(s1, index: 0) { q1.append($0) }
      sink.add(s2, index: 1) { q2.append($0) }
      return sink
    }
  }

  /// Pairs the elements of three sources by position.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
    return Observable { receiver in
      let (q1, q2, q3) = (RingBuffer<O1.Element>(), RingBuffer<O2.Element>(), RingBuffer<O3.Element>())
      let sink = ZipSink(
        arity: 3, isReady: { !q1.isEmpty && !q2.isEmpty && !q3.isEmpty },
        result: { try resultSelector(q1.removeFirst(), q2.removeFirst(), q3.removeFirst()) }, downstream: receiver)
      sink.add(s1, index: 0) { q1.append($0) }
      sink.add(s2, index: 1) { q2.append($0) }
      sink.add(s3, index: 2) { q3.append($0) }
      return sink
    }
  }

  /// Pairs the elements of four sources by position.
  ///
  /// Completion and errors behave as in the two-source form with a `resultSelector`.
  /// - Returns: the combined values.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    let (s1, s2) = (source1.asObservable(), source2.asObservable())
    let (s3, s4) = (source3.asObservable(), source4.asObservable())
    return Observable { receiver in
      let (q1, q2) = (RingBuffer<O1.Element>(), RingBuffer<O2.Element>())
      let (q3, q4) = (RingBuffer<O3.Element>(), RingBuffer<O4.Element>())
      let sink = ZipSink(
        arity: 4,
        isReady: { !q1.isEmpty && !q2.isEmpty && !q3.isEmpty && !q4.isEmpty },
        result: { try resultSelector(q1.removeFirst(), q2.removeFirst(), q3.removeFirst(), q4.removeFirst()) },
        downstream: receiver)
      sink.add(s1, index: 0) { q1.append($0) }
      sink.add(s2, index: 1) { q2.append($0) }
      sink.add(s3, index: 2) { q3.append($0) }
      sink.add(s4, index: 3) { q4.append($0) }
      return sink
    }
  }

  /// Pairs the elements of a collection of sources by position. An empty collection completes
  /// at once.
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
    let sources = sources.map { $0.asObservable() }
    return Observable { receiver in
      let queues = sources.map { _ in RingBuffer<Sources.Element.Element>() }
      let sink = ZipSink(
        arity: sources.count, isReady: { queues.allSatisfy { !$0.isEmpty } },
        result: { try resultSelector(queues.map { $0.removeFirst() }) }, downstream: receiver)
      for (index, source) in sources.enumerated() {
        sink.add(source, index: index) { queues[index].append($0) }
      }
      return sink
    }
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

// Safety: the bookkeeping and the queues are touched only under `lock`.
private final class ZipSink<Result>: IndexedSourcesSink<Result>, @unchecked Sendable {
  private let isReady: () -> Bool
  private let result: () throws -> Result
  private var isDone: [Bool]
  private var doneCount = 0

  init(arity: Int, isReady: @escaping () -> Bool, result: @escaping () throws -> Result, downstream: Receiver<Result>) {
    self.isReady = isReady
    self.result = result
    isDone = Array(repeating: false, count: arity)
    super.init(downstream: downstream)
    if arity == 0 { forwardCompleted() }
  }

  override func sourceNext(_ index: Int) {
    guard isReady() else { return }
    do {
      forwardNext(try result())
    } catch {
      forwardError(error)
    }
  }

  override func sourceCompleted(_ index: Int) {
    guard !isDone[index] else { return }
    isDone[index] = true
    doneCount += 1
    if doneCount == isDone.count { forwardCompleted() }
  }
}
