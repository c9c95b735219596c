extension ObservableType {
  /// Drops the elements the source sends during `duration` after subscription, then forwards
  /// the rest. Errors and completion pass at any time.
  ///
  /// ```swift
  /// readings.skip(.seconds(2), scheduler: scheduler)  // ignore the warm-up
  /// ```
  /// - Parameters:
  ///   - duration: how long elements are dropped.
  ///   - scheduler: where the timer runs.
  /// - Returns: the source's events, without the elements of the first `duration`.
  public func skip(_ duration: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable { receiver in
      let sink = SkipForSink(downstream: receiver)
      let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
        sink.open()
        return Disposables.create()
      }
      sink.timer.setDisposable(timer)
      sink.subscribe(to: source)
      return sink
    }
  }
}

// Safety: `isOpen` is touched only inside `synchronized`; disposal state is SinkBase's.
private final class SkipForSink<Element>: SerializingSink<Element, Element>, @unchecked Sendable {
  let timer = SingleAssignmentDisposable()
  private var isOpen = false

  func open() { synchronized { isOpen = true } }

  override func onNext(_ element: Element) { synchronized { if isOpen { send(.next(element)) } } }
  override func onError(_ error: any Error) { synchronized { send(.error(error)) } }
  override func onCompleted() { synchronized { send(.completed) } }

  override func disposeResources() {
    timer.dispose()
  }
}
