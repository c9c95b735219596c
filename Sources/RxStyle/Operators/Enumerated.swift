extension ObservableType {
  /// Pairs each element with its position, counting from zero.
  ///
  /// ```swift
  /// Observable.of("a", "b").enumerated()  // next((0, "a")), next((1, "b")), completed
  /// ```
  /// - Returns: `(index, element)` pairs.
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    let source = asObservable()
    return Observable { receiver in
      let sink = EnumeratedSink(downstream: receiver)
      sink.subscribe(to: source)
      return sink
    }
  }
}

// Safety: events arrive serially (the Rx grammar); `index` is touched only by them.
private final class EnumeratedSink<Element>: Sink<Element, (index: Int, element: Element)>, @unchecked Sendable {
  @exclusivity(unchecked) private var index = 0

  override func onNext(_ element: Element) {
    let current = index
    index += 1
    forwardNext((current, element))
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}
