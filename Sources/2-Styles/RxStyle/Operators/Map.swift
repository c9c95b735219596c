extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// An error thrown by `transform` ends the sequence with that error.
  ///
  /// ```swift
  /// Observable.of(1, 2).map { $0 * 10 }  // next(10), next(20), completed
  /// ```
  @available(swift, introduced: 6)
  @inlinable
  @preconcurrency public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Observable<
    Result
  > {
    MapObservable(source: asObservable(), transform: transform, sinkType: MapSink<Element, Result>.self)
  }
}

@usableFromInline
// Safety: immutable; the transform is Sendable.
final class MapObservable<Source, Result>: Observable<Result>, @unchecked Sendable {
  private let source: Observable<Source>
  private let transform: @Sendable (Source) throws -> Result
  /// The sink's type, named where the chain is built (by the inlinable `map`), so that a
  /// subscription does not look it up: a hot path, see Benchmarks/README.md.
  private let sinkType: MapSink<Source, Result>.Type

  @usableFromInline init(
    source: Observable<Source>, transform: @escaping @Sendable (Source) throws -> Result,
    sinkType: MapSink<Source, Result>.Type
  ) {
    self.source = source
    self.transform = transform
    self.sinkType = sinkType
    super.init()
  }

  override func start(_ receiver: Receiver<Result>) -> any Disposable {
    sinkType.start(source, transform: transform, downstream: receiver)
  }
}

@usableFromInline
// Safety: events arrive serially (the Rx grammar); disposal state lives in SinkBase's atomics.
final class MapSink<Source, Result>: Sink<Source, Result>, @unchecked Sendable {
  private let transform: @Sendable (Source) throws -> Result

  @usableFromInline init(transform: @escaping @Sendable (Source) throws -> Result, downstream: Receiver<Result>) {
    self.transform = transform
    super.init(downstream: downstream)
  }

  /// A stage for `downstream`, subscribed to `source`; called on the stored metatype.
  static func start(
    _ source: Observable<Source>, transform: @escaping @Sendable (Source) throws -> Result,
    downstream: Receiver<Result>
  ) -> any Disposable {
    let sink = Self(transform: transform, downstream: downstream)
    sink.startUpstream(source)
    return sink
  }

  override func onNext(_ element: Source) {
    do {
      forwardNext(try transform(element))
    } catch {
      forwardError(error)
    }
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}
