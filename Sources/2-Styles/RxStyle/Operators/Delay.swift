import Foundation

extension ObservableType {
  /// Shifts every element, and completion, later by `dueTime`; an error is forwarded at once
  /// and drops the elements still waiting.
  ///
  /// ```swift
  /// Observable.of(1, 2).delay(.seconds(1), scheduler: scheduler)  // both a second later
  /// ```
  /// - Parameters:
  ///   - dueTime: how much later each event is delivered.
  ///   - scheduler: where the timers run and whose clock stamps the events.
  /// - Returns: the same events, later.
  public func delay(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
    let scheduler: any SchedulerType = scheduler
    return asObservable().throughSink { receiver in
      DelaySink(dueTime: dueTime, scheduler: scheduler, downstream: receiver)
    }
  }
}

/// Keeps the waiting events in order with their due times and runs one timer at a time, for the
/// earliest; when it fires, that one event goes out and the timer is set again for the next, as
/// RxSwift's delay does: events that fall due together leave in separate scheduler turns, so on a
/// test scheduler that simulates processing delay they arrive a tick apart.
// Safety: `waiting` and `isTimerRunning` are only touched inside `synchronized`.
private final class DelaySink<Element>: SerializingSink<Element, Element>, @unchecked Sendable {
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  private var waiting: [(due: RxTime, event: Event<Element>)] = []
  private var isTimerRunning = false

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType, downstream: Receiver<Element>) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) { hold(.next(element)) }
  // As in RxSwift, the finished source is disposed at once, before its end is held or sent.
  override func onCompleted() {
    releaseUpstream()
    hold(.completed)
  }

  override func onError(_ error: any Error) {
    releaseUpstream()
    synchronized {
      waiting.removeAll()
      send(.error(error))
    }
  }

  private func hold(_ event: Event<Element>) {
    let due = scheduler.now.addingTimeInterval(dueTime.seconds)
    let mustStart = synchronized { () -> Bool in
      waiting.append((due, event))
      guard !isTimerRunning else { return false }
      isTimerRunning = true
      return true
    }
    if mustStart { startTimer(after: dueTime) }
  }

  private func startTimer(after interval: RxTimeInterval) {
    timer.replace {
      scheduler.scheduleRelative((), dueTime: interval) { [self] _ in
        releaseDueEvents()
        return Disposables.create()
      }
    }
  }

  private func releaseDueEvents() {
    let now = scheduler.now
    let nextWait = synchronized { () -> RxTimeInterval? in
      // `Date` keeps about 0.1 µs of precision near 1970 (it counts from 2001), so times read
      // from a virtual clock are compared with a microsecond of slack.
      if let first = waiting.first, first.due.timeIntervalSince(now) <= timeSlack {
        waiting.removeFirst()
        send(first.event)
      }
      guard let first = waiting.first else {
        isTimerRunning = false
        return nil
      }
      return .nanoseconds(max(0, Int((first.due.timeIntervalSince(now) * 1e9).rounded())))
    }
    if let nextWait { startTimer(after: nextWait) }
  }

  override func disposeResources() {
    timer.dispose()
  }
}
