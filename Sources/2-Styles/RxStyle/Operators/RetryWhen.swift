import StyleInternals

extension ObservableType {
  /// Resubscribes to the source after an error when the sequence that `notificationHandler`
  /// builds from the errors says so.
  ///
  /// `notificationHandler` is called once per subscription with the sequence of the source's
  /// errors and returns a *trigger*. The trigger is consulted only while the source is failed:
  /// a trigger element then resubscribes to the source, trigger completion completes the result
  /// and a trigger error fails it. A trigger that ends while the source is running leaves the
  /// source alone — its completion still completes the result — and decides the result at the
  /// source's next failure; trigger elements sent while the source is running are ignored.
  /// Errors that are not of type `Error` are forwarded at once without consulting the trigger.
  ///
  /// ```swift
  /// request.retry { (errors: Observable<URLError>) in
  ///   errors.delay(.seconds(1), scheduler: scheduler)  // retry a second after each failure
  /// }
  /// ```
  /// - Parameter notificationHandler: turns the errors into the trigger.
  /// - Returns: the source's elements, across retries.
  @available(swift, introduced: 6)
  @preconcurrency public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retrying(Error.self, when: notificationHandler)
  }

  /// ``retry(when:)`` for errors of any type.
  @available(swift, introduced: 6)
  @preconcurrency public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retrying((any Swift.Error).self, when: notificationHandler)
  }

  private func retrying<TriggerObservable: ObservableType, Failure: Swift.Error>(
    _: Failure.Type, when notificationHandler: @escaping @Sendable (Observable<Failure>) -> TriggerObservable
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable { receiver in
      let sink = RetryWhenSink<Element, Failure>(source: source, downstream: receiver)
      sink.run(trigger: notificationHandler(sink.errors.observable).asObservable())
      return sink
    }
  }

  /// The name older code uses for `retry(when:)`.
  @available(swift, introduced: 6)
  @available(*, deprecated, renamed: "retry(when:)")
  @preconcurrency public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }
}

private final class RetryWhenSink<Element, Failure: Swift.Error>: SerializingSink<Element, Element>,
  // Safety: `attempt` is only touched inside `synchronized`; the subscriptions are thread-safe.
  @unchecked Sendable
{
  let errors = ErrorChannel<Failure>()
  private let source: Observable<Element>
  private let sourceSubscription = SerialDisposable()
  private let triggerSubscription = SingleAssignmentDisposable()
  private var attempt: UInt64 = 0
  /// Whether the source failed and the trigger has yet to say what follows.
  private var isAwaitingTrigger = false
  /// How the trigger ended while the source was running: the outcome of the next failure.
  private var triggerEnd: Event<Element>?

  init(source: Observable<Element>, downstream: Receiver<Element>) {
    self.source = source
    super.init(downstream: downstream)
  }

  func run<Trigger>(trigger: Observable<Trigger>) {
    triggerSubscription.setDisposable(
      trigger.subscribeReceiver(
        EventReceiver { [self] event in
          switch event {
          case .next: if takeAwaitingTrigger() { resubscribeOnTrampoline() }
          case .error(let error): triggerEnded(.error(error))
          case .completed: triggerEnded(.completed)
          }
        }))
    subscribeToSource()
  }

  private func takeAwaitingTrigger() -> Bool {
    synchronized { () -> Bool in
      defer { isAwaitingTrigger = false }
      return isAwaitingTrigger
    }
  }

  private func triggerEnded(_ end: Event<Element>) {
    synchronized {
      if isAwaitingTrigger { send(end) } else { triggerEnd = end }
    }
  }

  private func resubscribeOnTrampoline() {
    // The trampoline keeps a source that fails synchronously, retried synchronously, from
    // growing the stack with every attempt.
    _ = CurrentThreadScheduler.instance.schedule(self) { sink in
      sink.subscribeToSource()
      return Disposables.create()
    }
  }

  private func subscribeToSource() {
    guard !isDisposed else { return }
    let current = synchronized { () -> UInt64 in
      attempt &+= 1
      return attempt
    }
    let subscription = SingleAssignmentDisposable()
    sourceSubscription.disposable = subscription
    subscription.setDisposable(
      source.subscribeReceiver(
        EventReceiver { [self] event in sourceEvent(event, attempt: current, subscription: subscription) }))
  }

  private func sourceEvent(_ event: Event<Element>, attempt current: UInt64, subscription: any Disposable) {
    guard case .error(let error) = event, let failure = error as? Failure else {
      synchronized { if current == attempt { send(event) } }
      return
    }
    // The failed attempt is disposed before the trigger hears of it, as in RxSwift.
    subscription.dispose()
    let mustAsk = synchronized { () -> Bool in
      guard current == attempt else { return false }
      if let triggerEnd {
        send(triggerEnd)
        return false
      }
      isAwaitingTrigger = true
      return true
    }
    if mustAsk { errors.send(failure) }
  }

  override func onNext(_ element: Element) {}
  override func onError(_ error: any Swift.Error) {}
  override func onCompleted() {}

  override func disposeResources() {
    sourceSubscription.dispose()
    triggerSubscription.dispose()
    errors.removeAll()
  }
}

/// The sequence of errors handed to the notification handler: a minimal publisher.
// Safety: the observers live inside `state`'s lock.
private final class ErrorChannel<Failure: Swift.Error>: @unchecked Sendable {
  private struct State {
    var observers: [UInt64: AnyObserver<Failure>] = [:]
    var nextKey: UInt64 = 0
  }

  private let state = Lock(State())

  var observable: Observable<Failure> {
    Observable.create { [self] observer in
      let key = state.withLock { state -> UInt64 in
        defer { state.nextKey += 1 }
        state.observers[state.nextKey] = observer
        return state.nextKey
      }
      return Disposables.create { [self] in _ = state.withLock { $0.observers.removeValue(forKey: key) } }
    }
  }

  func send(_ failure: Failure) {
    let current = state.withLock { $0.observers.sorted { $0.key < $1.key }.map(\.value) }
    for observer in current { observer.onNext(failure) }
  }

  func removeAll() {
    state.withLock { $0.observers.removeAll() }
  }
}
