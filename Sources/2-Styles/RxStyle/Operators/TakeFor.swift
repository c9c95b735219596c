extension ObservableType {
  /// Passes elements for `duration` after subscription, then completes.
  ///
  /// ```swift
  /// readings.take(for: .seconds(10), scheduler: scheduler)  // ten seconds' worth
  /// ```
  /// - Parameters:
  ///   - duration: how long elements pass.
  ///   - scheduler: where the timer runs.
  /// - Returns: the elements of the first `duration`, then completion.
  public func take(for duration: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
    asObservable().throughTimeWindow(duration, scheduler: scheduler) { receiver in TakeForSink(downstream: receiver) }
  }

  /// The name older code uses for ``take(for:scheduler:)``.
  @available(*, deprecated, renamed: "take(for:scheduler:)")
  public func take(_ duration: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
    take(for: duration, scheduler: scheduler)
  }
}

// Safety: events are queued through `synchronized`; disposal state is SinkBase's.
private final class TakeForSink<Element>: TimeWindowSink<Element>, @unchecked Sendable {
  override func windowEnded() { synchronized { send(.completed) } }

  override func onNext(_ element: Element) { synchronized { send(.next(element)) } }
  override func onError(_ error: any Error) { synchronized { send(.error(error)) } }
  override func onCompleted() { synchronized { send(.completed) } }
}
