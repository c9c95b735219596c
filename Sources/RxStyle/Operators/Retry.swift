extension ObservableType {
  /// On error, subscribes to the source again, for as long as it takes to complete.
  ///
  /// ```swift
  /// service.fetch().retry()  // never fails; keeps trying
  /// ```
  /// - Returns: the elements of every attempt, ending when one completes.
  public func retry() -> Observable<Element> {
    retrying(maxAttemptCount: nil)
  }

  /// Subscribes to the source up to `maxAttemptCount` times in all, again after each error; the
  /// last attempt's error is forwarded.
  ///
  /// ```swift
  /// service.fetch().retry(3)  // at most three attempts
  /// ```
  /// - Parameter maxAttemptCount: how many subscriptions at most, the first included.
  /// - Returns: the elements of every attempt, ending when one completes or the last fails.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    precondition(maxAttemptCount >= 0, "retry(_:) requires an attempt count of zero or more")
    if maxAttemptCount == 0 { return Observable.empty() }
    return retrying(maxAttemptCount: maxAttemptCount)
  }

  private func retrying(maxAttemptCount: Int?) -> Observable<Element> {
    let source = asObservable()
    return Observable { receiver in
      let sink = RetrySink(source: source, maxAttemptCount: maxAttemptCount, downstream: receiver)
      sink.attempt()
      return sink
    }
  }
}

// Safety: attempts run one after another (the next starts after the previous failed), so
// `attempts` is touched by one sequence of calls; `current` is thread-safe.
private final class RetrySink<Element>: Sink<Never, Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let maxAttemptCount: Int?
  private let current = SerialDisposable()
  private var attempts = 0

  init(source: Observable<Element>, maxAttemptCount: Int?, downstream: Receiver<Element>) {
    self.source = source
    self.maxAttemptCount = maxAttemptCount
    super.init(downstream: downstream)
  }

  func attempt() {
    guard !isDisposed else { return }
    attempts += 1
    let child = RetryAttemptSink(parent: self)
    current.disposable = child
    child.subscribe(to: source)
  }

  fileprivate func attemptFailed(_ error: any Error) {
    if let maxAttemptCount, attempts >= maxAttemptCount {
      forwardError(error)
    } else {
      // Through the trampoline, so that a source failing synchronously again and again does
      // not nest each attempt inside the previous one.
      Trampoline.schedule { self.attempt() }
    }
  }

  override func disposeResources() {
    current.dispose()
  }

  override func onNext(_ element: Never) {}
  override func onError(_ error: any Error) {}
  override func onCompleted() {}
}

// Safety: immutable; events arrive serially from one attempt.
private final class RetryAttemptSink<Element>: ChildSink<Element>, @unchecked Sendable {
  private let parent: RetrySink<Element>

  init(parent: RetrySink<Element>) {
    self.parent = parent
  }

  override func onNext(_ element: Element) { parent.forwardNext(element) }

  override func onError(_ error: any Error) {
    dispose()
    parent.attemptFailed(error)
  }

  override func onCompleted() { parent.forwardCompleted() }
}
