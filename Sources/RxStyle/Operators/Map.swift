extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// An error thrown by `transform` ends the sequence with that error.
  ///
  /// ```swift
  /// Observable.of(1, 2).map { $0 * 10 }  // next(10), next(20), completed
  /// ```
  @inlinable
  public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Observable<Result> {
    MapObservable(source: asObservable(), transform: transform)
  }
}

@usableFromInline
// Safety: immutable; the transform is Sendable.
final class MapObservable<Source, Result>: Observable<Result>, @unchecked Sendable {
  private let source: Observable<Source>
  private let transform: @Sendable (Source) throws -> Result

  @usableFromInline init(source: Observable<Source>, transform: @escaping @Sendable (Source) throws -> Result) {
    self.source = source
    self.transform = transform
    super.init()
  }

  override func start(_ receiver: Receiver<Result>) -> any Disposable {
    let sink = MapSink(transform: transform, downstream: receiver)
    sink.subscribe(to: source)
    return sink
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
