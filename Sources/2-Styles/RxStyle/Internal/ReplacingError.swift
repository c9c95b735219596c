import StyleInternals

extension Observable {
  /// Ends with `element` then completion instead of failing: the traits' `catchAndReturn`.
  func replacingError(with element: Element) -> Observable<Element> {
    let element = Captured(element)
    return replacingError { _ in .just(element.value) }
  }

  /// Continues with the sequence `handler` makes from the error instead of failing: the traits'
  /// `catch`. The replacement's own errors, and errors `handler` throws, end the sequence.
  func replacingError(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>) -> Observable<
    Element
  > {
    let source = self
    return Observable { receiver in
      let sink = ReplacingErrorSink(handler: handler, downstream: receiver)
      sink.start(source)
      return sink
    }
  }
}

// Safety: events arrive serially (the Rx grammar); the subscriptions live in a SerialDisposable.
private final class ReplacingErrorSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  private let handler: @Sendable (Swift.Error) throws -> Observable<Element>
  private let current = SerialDisposable()
  private var replaced = false

  init(handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>, downstream: Receiver<Element>) {
    self.handler = handler
    super.init(downstream: downstream)
  }

  func start(_ source: Observable<Element>) {
    setUpstream(current)
    // Held before subscribing: a source that fails during `subscribeReceiver` replaces it with
    // the replacement's subscription, and must not be replaced back.
    let sourceSubscription = SingleAssignmentDisposable()
    current.disposable = sourceSubscription
    sourceSubscription.setDisposable(source.subscribeReceiver(self))
  }

  override func onNext(_ element: Element) { forwardNext(element) }
  override func onCompleted() { forwardCompleted() }

  override func onError(_ error: any Error) {
    guard !replaced, !isDisposed else { return forwardError(error) }
    replaced = true
    do {
      current.disposable = try handler(error).subscribeReceiver(self)
    } catch {
      forwardError(error)
    }
  }
}
