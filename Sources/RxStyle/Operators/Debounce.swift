import Foundation

extension ObservableType {
  /// Emits an element only after `dueTime` passes without another element.
  ///
  /// Each element restarts the wait; only the last element of a burst gets through. When the
  /// source completes, a waiting element is emitted at once, then the completion; an error is
  /// forwarded at once and drops the waiting element.
  ///
  /// ```swift
  /// searchText
  ///   .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  ///   .flatMapLatest { api.search($0) }
  /// ```
  /// - Parameters:
  ///   - dueTime: the quiet period an element must survive.
  ///   - scheduler: where the timers run.
  /// - Returns: the elements that were followed by a quiet period.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
    let source = asObservable()
    let scheduler: any SchedulerType = scheduler
    return Observable { receiver in
      let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: receiver)
      sink.subscribe(to: source)
      return sink
    }
  }
}

// One timer covers a whole quiet period: an element that arrives while the timer is armed only
// moves the deadline, and a timer that fires before the deadline re-arms itself for the rest.
// Safety: `pending`, `lastArrival`, `isArmed` and `earlyFire` are only touched inside `synchronized`.
private final class DebounceSink<Element>: SerializingSink<Element, Element>, @unchecked Sendable {
  private let dueTime: RxTimeInterval
  private let dueSeconds: Double
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  private var pending: Element?
  private var lastArrival = Date.distantPast
  private var isArmed = false
  /// The clock reading of a timer that fired before the deadline, to stop re-arming when the
  /// clock does not move.
  private var earlyFire: RxTime?

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType, downstream: Receiver<Element>) {
    self.dueTime = dueTime
    self.dueSeconds = dueTime.seconds
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    let now = scheduler.now
    let mustArm = synchronized { () -> Bool in
      pending = element
      lastArrival = now
      earlyFire = nil
      // An endless due time never fires: keep arming per element as the plain rule says.
      guard dueSeconds.isFinite, isArmed else {
        isArmed = true
        return true
      }
      return false
    }
    if mustArm { arm(after: dueTime) }
  }

  private func arm(after interval: RxTimeInterval) {
    timer.replace {
      scheduler.scheduleRelative((), dueTime: interval) { [self] _ in
        fire()
        return Disposables.create()
      }
    }
  }

  private func fire() {
    let now = scheduler.now
    let remaining = synchronized { () -> Int64? in
      guard pending != nil else {
        isArmed = false
        return nil
      }
      let left = (dueSeconds - now.timeIntervalSince(lastArrival)) * 1_000_000_000
      // Within a microsecond counts as due: dates carry about a tenth of a microsecond of rounding.
      if left.isFinite, left >= 1_000, earlyFire.map({ now > $0 }) ?? true {
        earlyFire = now
        return Int64(left.rounded())
      }
      isArmed = false
      earlyFire = nil
      if let element = pending { send(.next(element)) }
      pending = nil
      return nil
    }
    if let remaining { arm(after: .nanoseconds(Int(remaining))) }
  }

  override func onError(_ error: any Error) {
    synchronized {
      pending = nil
      send(.error(error))
    }
  }

  override func onCompleted() {
    synchronized {
      if let element = pending { send(.next(element)) }
      pending = nil
      send(.completed)
    }
  }

  override func disposeResources() {
    timer.dispose()
  }
}
