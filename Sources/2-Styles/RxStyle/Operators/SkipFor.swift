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
    asObservable().throughTimeWindow(duration, scheduler: scheduler) { receiver in SkipForSink(downstream: receiver) }
  }
}

// Safety: `isOpen` is touched only inside `synchronized`; disposal state is SinkBase's.
private final class SkipForSink<Element>: TimeWindowSink<Element>, @unchecked Sendable {
  private var isOpen = false

  override func windowEnded() { synchronized { isOpen = true } }

  override func onNext(_ element: Element) { synchronized { if isOpen { send(.next(element)) } } }
  override func onError(_ error: any Error) { synchronized { send(.error(error)) } }
  override func onCompleted() { synchronized { send(.completed) } }
}
