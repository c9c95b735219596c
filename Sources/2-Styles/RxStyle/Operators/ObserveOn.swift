import StyleInternals

extension ObservableType {
  /// Delivers the sequence's events on `scheduler`, in order and one at a time.
  ///
  /// Only delivery moves: the source still produces its events where it did. With a serial
  /// dispatch-queue scheduler (including `MainScheduler`) each event is handed to the queue as it
  /// arrives; with any other scheduler one event at a time is scheduled, the next after the
  /// previous one was delivered.
  ///
  /// ```swift
  /// results
  ///   .observe(on: MainScheduler.instance)
  ///   .subscribe(onNext: { label.text = $0 })
  /// ```
  /// - Parameter scheduler: where the observer is called.
  /// - Returns: the same events, delivered on `scheduler`.
  public func observe(on scheduler: some ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    if let serial = scheduler as? SerialDispatchQueueScheduler {
      // The closure holds the token, so the count follows the observable's lifetime.
      let token = Resources.serialQueueObservableToken()
      return Observable { receiver in
        withExtendedLifetime(token) {}
        let sink = ObserveOnSerialSink(scheduler: serial, downstream: receiver)
        sink.subscribe(to: source)
        return sink
      }
    }
    let scheduler: any ImmediateSchedulerType = scheduler
    return source.throughSink { receiver in ObserveOnSink(scheduler: scheduler, downstream: receiver) }
  }

  /// The name older code uses for ``observe(on:)``.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: some ImmediateSchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }
}

/// The base of the `observe(on:)` sinks: each event, whatever its kind, goes to `deliver(_:)`.
// Safety: as Sink; subclasses say how their delivery is safe.
private class ObserveOnSinkBase<Element>: Sink<Element, Element>, @unchecked Sendable {
  override final func onNext(_ element: Element) { deliver(.next(element)) }
  override final func onError(_ error: any Error) { deliver(.error(error)) }
  override final func onCompleted() { deliver(.completed) }

  /// Hands `event` to the scheduler; each subclass overrides it.
  func deliver(_ event: Event<Element>) {}
}

/// Hands each event to a serial scheduler as it arrives; the queue keeps them in order.
// Safety: events arrive serially; the serial scheduler delivers them one at a time; disposal
// state is SinkBase's.
private final class ObserveOnSerialSink<Element>: ObserveOnSinkBase<Element>, @unchecked Sendable {
  private let scheduler: SerialDispatchQueueScheduler

  init(scheduler: SerialDispatchQueueScheduler, downstream: Receiver<Element>) {
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  override func deliver(_ event: Event<Element>) {
    guard !isDisposed else { return }
    _ = scheduler.schedule(Captured(event)) { [self] event in
      forwardEvent(event.value)
      return Disposables.create()
    }
  }
}

/// Queues events and delivers them with one scheduled action each, never two at once, so a
/// concurrent scheduler still calls the observer serially.
// Safety: the queue lives inside `state`'s lock; disposal state is SinkBase's.
private final class ObserveOnSink<Element>: ObserveOnSinkBase<Element>, @unchecked Sendable {
  private struct State {
    var queue: [Event<Element>] = []
    var isRunning = false
  }

  private let scheduler: any ImmediateSchedulerType
  private let state = Lock(State())
  private let scheduled = SerialDisposable()

  init(scheduler: any ImmediateSchedulerType, downstream: Receiver<Element>) {
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  override func deliver(_ event: Event<Element>) {
    let mustStart = state.withLock { state -> Bool in
      state.queue.append(event)
      guard !state.isRunning else { return false }
      state.isRunning = true
      return true
    }
    if mustStart { scheduleNext() }
  }

  private func scheduleNext() {
    guard !isDisposed else { return }
    scheduled.replace {
      scheduler.schedule(()) { [self] _ in
        deliverOne()
        return Disposables.create()
      }
    }
  }

  private func deliverOne() {
    let event = state.withLock { state -> Event<Element>? in state.queue.isEmpty ? nil : state.queue.removeFirst() }
    if let event { forwardEvent(event) }
    let isDisposed = isDisposed
    let more = state.withLock { state -> Bool in
      state.isRunning = !state.queue.isEmpty && !isDisposed
      return state.isRunning
    }
    if more { scheduleNext() }
  }

  override func disposeResources() {
    scheduled.dispose()
    state.withLock { $0.queue.removeAll() }
  }
}
