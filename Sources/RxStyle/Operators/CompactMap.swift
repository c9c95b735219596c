extension ObservableType {
  /// Transforms each element with `transform` and passes on the non-`nil` results.
  ///
  /// An error thrown by `transform` ends the sequence with that error.
  ///
  /// ```swift
  /// Observable.of("1", "x", "3").compactMap { Int($0) }  // next(1), next(3), completed
  /// ```
  /// - Parameter transform: maps an element to a result, or to `nil` to drop it.
  /// - Returns: the non-`nil` results.
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Observable<Result> {
    let source = asObservable()
    return Observable { receiver in
      let sink = CompactMapSink(transform: transform, downstream: receiver)
      sink.subscribe(to: source)
      return sink
    }
  }
}

// Safety: events arrive serially (the Rx grammar); disposal state lives in SinkBase's atomics.
private final class CompactMapSink<Source, Result>: Sink<Source, Result>, @unchecked Sendable {
  private let transform: @Sendable (Source) throws -> Result?

  init(transform: @escaping @Sendable (Source) throws -> Result?, downstream: Receiver<Result>) {
    self.transform = transform
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Source) {
    do {
      if let result = try transform(element) { forwardNext(result) }
    } catch {
      forwardError(error)
    }
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}
