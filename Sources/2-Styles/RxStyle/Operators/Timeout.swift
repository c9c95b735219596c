extension ObservableType {
  /// Fails with `RxError.timeout` when no element arrives within `dueTime` of the subscription
  /// or of the previous element.
  ///
  /// ```swift
  /// api.fetch().timeout(.seconds(5), scheduler: scheduler)
  /// ```
  /// - Parameters:
  ///   - dueTime: the longest wait for each element.
  ///   - scheduler: where the timers run.
  /// - Returns: the source's events, or `RxError.timeout` once it is too slow.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
    timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
  }

  /// Switches to `other` when no element arrives within `dueTime` of the subscription or of the
  /// previous element.
  ///
  /// ```swift
  /// live.timeout(.seconds(2), other: cached, scheduler: scheduler)
  /// ```
  /// - Parameters:
  ///   - dueTime: the longest wait for each element.
  ///   - other: the sequence that takes over, subscribed when the wait runs out.
  ///   - scheduler: where the timers run.
  /// - Returns: the source's events until it is too slow, then `other`'s.
  public func timeout<Other: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Other, scheduler: some SchedulerType
  ) -> Observable<Element> where Other.Element == Element {
    let source = asObservable()
    let other = other.asObservable()
    let scheduler: any SchedulerType = scheduler
    return Observable { receiver in
      let sink = TimeoutSink(dueTime: dueTime, other: other, scheduler: scheduler, downstream: receiver)
      sink.run(source)
      return sink
    }
  }
}

// Safety: `hasSwitched` is only touched inside `synchronized`; `generation` is written there too,
// only by the source's events, which the Rx grammar serializes, so they may read it without it.
private final class TimeoutSink<Element>: SerializingSink<Element, Element>, @unchecked Sendable {
  private let dueTime: RxTimeInterval
  private let other: Observable<Element>
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  private let subscription = SerialDisposable()
  private var generation: UInt64 = 0
  private var hasSwitched = false

  init(dueTime: RxTimeInterval, other: Observable<Element>, scheduler: any SchedulerType, downstream: Receiver<Element>)
  {
    self.dueTime = dueTime
    self.other = other
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  func run(_ source: Observable<Element>) {
    startTimer(for: 0)
    subscription.disposable = source.subscribeReceiver(self)
  }

  /// Called only from the source's events (and before the subscription), which write
  /// `generation` themselves: reading it takes no lock.
  private func startTimer(for current: UInt64) {
    // A value sent from inside this one's delivery has already started the timer of a later
    // generation, which this one must not replace.
    guard current == generation else { return }
    timer.replace {
      scheduler.scheduleRelative(current, dueTime: dueTime) { [self] current in
        timerFired(current)
        return Disposables.create()
      }
    }
  }

  private func timerFired(_ current: UInt64) {
    let switchNow = synchronized { () -> Bool in
      guard current == generation, !hasSwitched else { return false }
      hasSwitched = true
      return true
    }
    guard switchNow else { return }
    subscription.disposable = other.subscribeReceiver(
      EventReceiver { [self] event in synchronized { send(event) } })
  }

  override func onNext(_ element: Element) {
    let current = synchronized { () -> UInt64? in
      guard !hasSwitched else { return nil }
      generation &+= 1
      send(.next(element))
      return generation
    }
    if let current { startTimer(for: current) }
  }

  override func onError(_ error: any Error) { finish(.error(error)) }
  override func onCompleted() { finish(.completed) }

  private func finish(_ event: Event<Element>) {
    synchronized {
      guard !hasSwitched else { return }
      generation &+= 1
      send(event)
    }
  }

  override func disposeResources() {
    timer.dispose()
    subscription.dispose()
  }
}
