import StyleInternals

extension ObservableType {
  /// Subscribes to the source, and later disposes that subscription, on `scheduler`.
  ///
  /// It moves the *work of subscribing* — for a cold source, the work that produces the events —
  /// to `scheduler`; events are delivered wherever the source sends them. Combine it with
  /// ``observe(on:)`` to choose where the observer runs.
  ///
  /// ```swift
  /// Observable.from(loadRows())  // loads on the calling thread
  /// Observable.deferred { .from(loadRows()) }
  ///   .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))  // loads on a background queue
  /// ```
  /// - Parameter scheduler: where the subscription and its disposal run.
  /// - Returns: the same events.
  public func subscribe(on scheduler: some ImmediateSchedulerType) -> Observable<Element> {
    let subscribeSource = directSubscription()
    return Observable { receiver in
      let sink = ForwardSink(downstream: receiver)
      let inner = SingleAssignmentDisposable()
      let subscribing = scheduler.schedule(()) { _ in
        inner.setDisposable(subscribeSource(sink))
        return Disposables.create()
      }
      let disposing = Disposables.create {
        _ = scheduler.schedule(()) { _ in
          inner.dispose()
          return Disposables.create()
        }
      }
      sink.setUpstream(Disposables.create(subscribing, disposing))
      return sink
    }
  }

  /// Subscribes a receiver to this sequence itself rather than to the `asObservable()` wrapper,
  /// whose own stage would end the source's subscription at its terminal event: the source's
  /// subscription must end only when the scheduled disposal runs.
  private func directSubscription() -> @Sendable (Receiver<Element>) -> any Disposable {
    if let observable = self as? Observable<Element> { return { observable.subscribeReceiver($0) } }
    let source = Captured(self)
    return { source.value.subscribe(ReceiverObserver(receiver: $0)) }
  }

  /// The name older code uses for ``subscribe(on:)``.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: some ImmediateSchedulerType) -> Observable<Element> {
    subscribe(on: scheduler)
  }
}
