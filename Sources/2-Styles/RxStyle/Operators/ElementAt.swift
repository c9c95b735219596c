extension ObservableType {
  /// Emits only the element at `index` (counting from zero), then completes.
  ///
  /// If the source completes before reaching `index`, the result fails with
  /// ``RxError/argumentOutOfRange``.
  ///
  /// ```swift
  /// Observable.of("a", "b", "c").element(at: 1)  // next("b"), completed
  /// ```
  /// - Parameter index: the position of the element to emit; must not be negative.
  /// - Returns: the element at `index`.
  public func element(at index: Int) -> Observable<Element> {
    precondition(index >= 0, "element(at:) requires an index of zero or more")
    return asObservable().throughSink { receiver in ElementAtSink(remaining: index, downstream: receiver) }
  }
}

// Safety: events arrive serially (the Rx grammar); `remaining` is touched only by them.
private final class ElementAtSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  @exclusivity(unchecked) private var remaining: Int

  init(remaining: Int, downstream: Receiver<Element>) {
    self.remaining = remaining
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    if remaining == 0 {
      forwardNext(element)
      forwardCompleted()
    }
    remaining -= 1
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardError(RxError.argumentOutOfRange) }
}

extension ObservableType {
  /// Emits only the element at `index`.
  @available(*, deprecated, renamed: "element(at:)")
  public func elementAt(_ index: Int) -> Observable<Element> {
    element(at: index)
  }
}
