extension ObservableType {
  /// Continues with the sequence `handler` returns when this one fails: the error recovery
  /// behind `asDriver(onError…)` and `asSignal(onError…)`.
  func resumingOnError(_ handler: @escaping @Sendable (any Error) -> Observable<Element>) -> Observable<Element> {
    let source = asObservable()
    return Observable { receiver in
      let sink = ResumeOnErrorSink(handler: handler, downstream: receiver)
      sink.setUpstream(Disposables.create(source.subscribeReceiver(sink), sink.fallback))
      return sink
    }
  }
}

// Safety: events arrive serially; `fallback` is thread-safe; disposal state is SinkBase's.
private final class ResumeOnErrorSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  private let handler: @Sendable (any Error) -> Observable<Element>
  let fallback = SingleAssignmentDisposable()

  init(handler: @escaping @Sendable (any Error) -> Observable<Element>, downstream: Receiver<Element>) {
    self.handler = handler
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) { forwardNext(element) }
  override func onCompleted() { forwardCompleted() }

  override func onError(_ error: any Error) {
    guard !isDisposed else { return }
    fallback.setDisposable(
      handler(error).subscribeReceiver(
        EventReceiver { [self] event in
          switch event {
          case .next(let element): forwardNext(element)
          case .error(let error): forwardError(error)
          case .completed: forwardCompleted()
          }
        }))
  }
}
