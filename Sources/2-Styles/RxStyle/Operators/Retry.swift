import StyleInternals

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

// Safety: the attempt count and the gate live in `gate`; `current` is thread-safe; the stored
// `let`s are immutable.
private final class RetrySink<Element>: Sink<Never, Element>, @unchecked Sendable {
  /// What to do after an attempt failed.
  private enum Step {
    case resubscribe
    case fail(any Error)
  }

  /// RxSwift's per-sink gate: a failure that arrives while an attempt is still subscribing is
  /// acted on only after that subscribe call returns, so the failing source's own work after its
  /// error (a log line, a cleanup) runs before the next attempt or the final error.
  private struct Gate {
    var attempts = 0
    var isSubscribing = false
    var pending: Step?
  }

  private let source: Observable<Element>
  private let maxAttemptCount: Int?
  private let current = SerialDisposable()
  private let gate = Lock(Gate())

  init(source: Observable<Element>, maxAttemptCount: Int?, downstream: Receiver<Element>) {
    self.source = source
    self.maxAttemptCount = maxAttemptCount
    super.init(downstream: downstream)
  }

  func attempt() {
    run(.resubscribe)
  }

  /// Runs `step` and every step that a synchronous failure queued meanwhile, in a loop rather
  /// than nested, so a source failing synchronously again and again does not grow the stack.
  private func run(_ first: Step) {
    var step: Step? = first
    while let next = step {
      switch next {
      case .fail(let error):
        forwardError(error)
        return
      case .resubscribe:
        guard !isDisposed else { return }
        gate.withLock { gate in
          gate.attempts += 1
          gate.isSubscribing = true
        }
        let child = RetryAttemptSink(parent: self)
        current.disposable = child
        child.subscribe(to: source)
        step = gate.withLock { gate in
          gate.isSubscribing = false
          defer { gate.pending = nil }
          return gate.pending
        }
      }
    }
  }

  fileprivate func attemptFailed(_ error: any Error) {
    let runNow: Step? = gate.withLock { gate in
      let step: Step
      if let maxAttemptCount, gate.attempts >= maxAttemptCount {
        step = .fail(error)
      } else {
        step = .resubscribe
      }
      guard gate.isSubscribing else { return step }
      gate.pending = step
      return nil
    }
    if let runNow { run(runNow) }
  }

  override func disposeResources() {
    current.dispose()
  }

  override func onNext(_ element: Never) {}
  override func onError(_ error: any Error) {}
  override func onCompleted() {}
}

// Safety: immutable; events arrive serially from one attempt.
private final class RetryAttemptSink<Element>: SinkBase<Element>, @unchecked Sendable {
  private let parent: RetrySink<Element>

  init(parent: RetrySink<Element>) {
    self.parent = parent
  }

  override func onNext(_ element: Element) { parent.forwardNext(element) }

  // Not disposed here: the next attempt replaces (and so disposes) this one before it subscribes,
  // and the last error is passed on before the attempt that sent it is disposed, as in RxSwift.
  override func onError(_ error: any Error) { parent.attemptFailed(error) }

  override func onCompleted() { parent.forwardCompleted() }
}
