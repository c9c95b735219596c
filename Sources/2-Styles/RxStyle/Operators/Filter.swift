extension ObservableType {
  /// Passes on only the elements for which `predicate` returns `true`.
  ///
  /// An error thrown by `predicate` ends the sequence with that error.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).filter { $0 % 2 == 0 }  // next(2), next(4), completed
  /// ```
  @available(swift, introduced: 6)
  @inlinable
  @preconcurrency public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
    FilterObservable(source: asObservable(), predicate: predicate, sinkType: FilterSink<Element>.self)
  }
}

@usableFromInline
// Safety: immutable; the predicate is Sendable.
final class FilterObservable<Element>: Observable<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let predicate: @Sendable (Element) throws -> Bool
  /// The sink's type, named where the chain is built, as in `MapObservable`.
  private let sinkType: FilterSink<Element>.Type

  @usableFromInline init(
    source: Observable<Element>, predicate: @escaping @Sendable (Element) throws -> Bool,
    sinkType: FilterSink<Element>.Type
  ) {
    self.source = source
    self.predicate = predicate
    self.sinkType = sinkType
    super.init()
  }

  override func start(_ receiver: Receiver<Element>) -> any Disposable {
    sinkType.start(source, predicate: predicate, downstream: receiver)
  }
}

@usableFromInline
// Safety: events arrive serially (the Rx grammar); disposal state lives in SinkBase's atomics.
final class FilterSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  private let predicate: @Sendable (Element) throws -> Bool

  @usableFromInline init(predicate: @escaping @Sendable (Element) throws -> Bool, downstream: Receiver<Element>) {
    self.predicate = predicate
    super.init(downstream: downstream)
  }

  /// A stage for `downstream`, subscribed to `source`, as `MapSink.start` makes one.
  static func start(
    _ source: Observable<Element>, predicate: @escaping @Sendable (Element) throws -> Bool,
    downstream: Receiver<Element>
  ) -> any Disposable {
    let sink = Self(predicate: predicate, downstream: downstream)
    sink.startUpstream(source)
    return sink
  }

  override func onNext(_ element: Element) {
    do {
      if try predicate(element) { forwardNext(element) }
    } catch {
      forwardError(error)
    }
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}
