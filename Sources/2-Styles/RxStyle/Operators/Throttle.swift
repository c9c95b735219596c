import Foundation

extension ObservableType {
  /// Emits an element, then lets no other through for `dueTime`.
  ///
  /// The first element is emitted at once. With `latest: true` (the default), the last element
  /// received during the quiet window is emitted when the window ends, and that emission opens
  /// a new window; with `latest: false`, elements received during the window are dropped.
  /// Completion during a window with an element waiting is delayed until that element is
  /// emitted; an error is forwarded at once and drops it.
  ///
  /// ```swift
  /// button.taps
  ///   .throttle(.milliseconds(500), scheduler: MainScheduler.instance)  // no double submits
  ///   .subscribe(onNext: { submit() })
  /// ```
  /// - Parameters:
  ///   - dueTime: the quiet window after each emission.
  ///   - latest: whether the last element of a window is emitted when the window ends.
  ///   - scheduler: where the timers run and whose clock measures the windows.
  /// - Returns: the throttled elements.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: some SchedulerType)
    -> Observable<Element>
  {
    let scheduler: any SchedulerType = scheduler
    return asObservable().throughSink { receiver in
      ThrottleSink(dueTime: dueTime, latest: latest, scheduler: scheduler, downstream: receiver)
    }
  }
}

// Safety: the fields below `timer` are only touched inside `synchronized`.
private final class ThrottleSink<Element>: SerializingSink<Element, Element>, @unchecked Sendable {
  private let dueTime: RxTimeInterval
  private let latest: Bool
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  private var unsent: Element?
  private var lastSentTime: RxTime?
  private var completionWaits = false

  init(dueTime: RxTimeInterval, latest: Bool, scheduler: any SchedulerType, downstream: Receiver<Element>) {
    self.dueTime = dueTime
    self.latest = latest
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    let now = scheduler.now
    let wait = synchronized { () -> RxTimeInterval? in
      let elapsed = lastSentTime.map { now.timeIntervalSince($0) } ?? dueTime.seconds
      // `Date` keeps about 0.1 µs of precision near 1970 (it counts from 2001), so times read
      // from a virtual clock are compared with a microsecond of slack.
      if elapsed + timeSlack >= dueTime.seconds {
        sendNow(element, at: now)
        return nil
      }
      guard latest else { return nil }
      let timerRunning = unsent != nil
      unsent = element
      return timerRunning ? nil : .nanoseconds(Int(((dueTime.seconds - elapsed) * 1e9).rounded()))
    }
    guard let wait else { return }
    timer.replace {
      scheduler.scheduleRelative((), dueTime: wait) { [self] _ in
        windowEnded()
        return Disposables.create()
      }
    }
  }

  /// Sends `element` and starts a window; call inside `synchronized`.
  private func sendNow(_ element: Element, at now: RxTime) {
    unsent = nil
    send(.next(element))
    lastSentTime = now
  }

  private func windowEnded() {
    let now = scheduler.now
    synchronized {
      if let element = unsent { sendNow(element, at: now) }
      if completionWaits { send(.completed) }
    }
  }

  override func onError(_ error: any Error) {
    synchronized {
      unsent = nil
      send(.error(error))
    }
  }

  override func onCompleted() {
    synchronized {
      if unsent != nil {
        completionWaits = true
      } else {
        send(.completed)
      }
    }
  }

  override func disposeResources() {
    timer.dispose()
  }
}
