extension ObservableType {
  /// Drops every element and forwards only the terminal event.
  ///
  /// The result's element type is `Never`: it can only complete or fail.
  ///
  /// ```swift
  /// save.ignoreElements()  // completed (or the error) when saving ends
  /// ```
  /// - Returns: the source's completion or error.
  public func ignoreElements() -> Observable<Never> {
    asObservable().throughSink { receiver in IgnoreElementsSink<Element>(downstream: receiver) }
  }
}

// Safety: events arrive serially (the Rx grammar); disposal state lives in SinkBase's atomics.
private final class IgnoreElementsSink<Element>: Sink<Element, Never>, @unchecked Sendable {
  override func onNext(_ element: Element) {}
  override func onError(_ error: any Error) { forwardError(error) }
  // RxSwift builds this operator from `flatMap`, which lets go of its finished source first.
  override func onCompleted() { releaseUpstreamAndComplete() }
}
