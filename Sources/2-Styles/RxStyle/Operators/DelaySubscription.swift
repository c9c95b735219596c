extension ObservableType {
  /// Subscribes to the source only after `dueTime`; events then pass unchanged.
  ///
  /// ```swift
  /// retryRequest.delaySubscription(.seconds(2), scheduler: scheduler)  // starts two seconds later
  /// ```
  /// - Parameters:
  ///   - dueTime: how long to wait before subscribing.
  ///   - scheduler: where the timer runs (and so where the subscription is made).
  /// - Returns: the source's events, from a subscription made `dueTime` later.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable { receiver in
      let sink = ForwardSink(downstream: receiver)
      let inner = SingleAssignmentDisposable()
      let timer = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
        inner.setDisposable(source.subscribeReceiver(sink))
        return Disposables.create()
      }
      sink.setUpstream(Disposables.create(timer, inner))
      return sink
    }
  }
}
