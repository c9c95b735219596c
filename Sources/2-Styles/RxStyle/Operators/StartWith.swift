import StyleInternals

extension ObservableType {
  /// Emits `elements` first, then the source's events.
  ///
  /// ```swift
  /// Observable.of(3, 4).startWith(1, 2)  // next(1), next(2), next(3), next(4), completed
  /// ```
  /// - Parameter elements: the elements sent to each subscriber before the source is subscribed.
  /// - Returns: `elements` followed by the source's events.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()
    let elements = Captured(elements)
    return Observable { receiver in
      let sink = ForwardSink(downstream: receiver)
      for element in elements.value {
        guard !sink.isDisposed else { return sink }
        sink.onNext(element)
      }
      sink.subscribe(to: source)
      return sink
    }
  }
}
