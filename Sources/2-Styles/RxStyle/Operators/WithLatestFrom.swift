extension ObservableType {
  /// On each element, combines it with the latest element of `second`; elements that arrive
  /// before `second` has emitted are dropped.
  ///
  /// Completes when the source completes; `second` completing keeps its latest element in use.
  /// An error from either ends the sequence.
  ///
  /// ```swift
  /// submitTaps.withLatestFrom(username) { _, name in name }
  /// ```
  /// - Parameters:
  ///   - second: the observable whose latest element is used (subscribed first).
  ///   - resultSelector: combines an element with `second`'s latest; a thrown error ends the
  ///     sequence.
  /// - Returns: the combined values, one per source element after `second` has emitted.
  @available(swift, introduced: 6)
  @preconcurrency public func withLatestFrom<Second: ObservableConvertibleType, Result>(
    _ second: Second, resultSelector: @escaping @Sendable (Element, Second.Element) throws -> Result
  ) -> Observable<Result> {
    let source = asObservable()
    let second = second.asObservable()
    return Observable { receiver in
      let sink = WithLatestFromSink(resultSelector: resultSelector, downstream: receiver)
      sink.run(source: source, second: second)
      return sink
    }
  }

  /// On each element, emits the latest element of `second`; elements that arrive before
  /// `second` has emitted are dropped.
  ///
  /// ```swift
  /// submitTaps.withLatestFrom(username)  // the name current at each tap
  /// ```
  /// - Parameter second: the observable whose latest element is emitted.
  /// - Returns: `second`'s latest element, once per source element.
  public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Second.Element> {
    withLatestFrom(second) { $1 }
  }
}

// Safety: `latest` is touched only under `lock`.
private final class WithLatestFromSink<Element, Second, Result>: LockedSink<Element, Result>, @unchecked Sendable {
  private let resultSelector: @Sendable (Element, Second) throws -> Result
  private let secondSink = SingleAssignmentDisposable()
  private var latest: Second?

  init(resultSelector: @escaping @Sendable (Element, Second) throws -> Result, downstream: Receiver<Result>) {
    self.resultSelector = resultSelector
    super.init(downstream: downstream)
  }

  func run(source: Observable<Element>, second: Observable<Second>) {
    let child = WithLatestFromSecondSink(parent: self)
    secondSink.setDisposable(child)
    child.subscribe(to: second)
    subscribe(to: source)
  }

  override func onNext(_ element: Element) {
    lock.withLock {
      guard let latest else { return }
      forwardNext(trying: { try resultSelector(element, latest) })
    }
  }

  override func onError(_ error: any Error) { lockedError(error) }
  override func onCompleted() { lockedCompleted() }

  override func disposeResources() {
    secondSink.dispose()
  }

  fileprivate func secondNext(_ element: Second) {
    lock.withLock { latest = element }
  }
}

// Safety: immutable; events arrive serially from the second source.
private final class WithLatestFromSecondSink<Element, Second, Result>: SinkBase<Second>, @unchecked Sendable {
  private let parent: WithLatestFromSink<Element, Second, Result>

  init(parent: WithLatestFromSink<Element, Second, Result>) {
    self.parent = parent
  }

  override func onNext(_ element: Second) { parent.secondNext(element) }
  override func onError(_ error: any Error) { parent.lockedError(error) }
  override func onCompleted() { dispose() }
}
