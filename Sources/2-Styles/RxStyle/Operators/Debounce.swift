import Foundation
import StyleInternals

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
    let scheduler: any SchedulerType = scheduler
    return asObservable().throughSink { receiver in
      DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: receiver)
    }
  }
}

// One timer covers a whole quiet period, as `QuietPeriod` rules. The timer's handle and the
// waiting element (behind a pointer) are plain fields under the lock the stage already takes per
// element, for speed (see Benchmarks/README.md).
// Safety: `pendingSlot`'s contents, `period`, `lastArrival`, `earlyFire`, `timer` and
// `timerGeneration` are only touched inside `synchronized` (or in `deinit`).
private final class DebounceSink<Element>: SerializingSink<Element, Element>, @unchecked Sendable {
  private let dueTime: RxTimeInterval
  private let dueSeconds: Double
  private let scheduler: any SchedulerType
  /// Holds the waiting element while `period.isWaiting`.
  private let pendingSlot = UnsafeMutablePointer<Element>.allocate(capacity: 1)
  private var period = QuietPeriod()
  private var lastArrival = Date.distantPast
  /// The clock reading of a timer that fired before the deadline, to stop re-arming when the
  /// clock does not move.
  private var earlyFire: RxTime?
  /// The newest timer's handle; disposing the stage disposes it.
  private var timer: (any Disposable)?
  /// Counts the timers armed, so that a handle that arrives after a newer timer was armed (its
  /// work ran on another thread before `scheduleRelative` returned) does not replace the newer one.
  private var timerGeneration = 0

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType, downstream: Receiver<Element>) {
    self.dueTime = dueTime
    self.dueSeconds = dueTime.seconds
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  deinit {
    if period.isWaiting { pendingSlot.deinitialize(count: 1) }
    pendingSlot.deallocate()
  }

  override func onNext(_ element: Element) {
    let now = scheduler.now
    let generation = synchronized { () -> Int in
      if period.isWaiting {
        pendingSlot.pointee = element
      } else {
        pendingSlot.initialize(to: element)
      }
      lastArrival = now
      earlyFire = nil
      // An endless due time never fires: keep arming per element as a timer per element would.
      guard period.restart() || !dueSeconds.isFinite else { return 0 }
      timerGeneration += 1
      return timerGeneration
    }
    if generation != 0 { arm(after: dueTime, generation: generation) }
  }

  /// Schedules the timer armed as `generation`; called outside the lock, as a scheduler may run
  /// the work at once.
  private func arm(after interval: RxTimeInterval, generation: Int) {
    let handle = scheduler.scheduleRelative((), dueTime: interval) { [self] _ in
      fire()
      return Disposables.create()
    }
    let replaced = synchronized { () -> (any Disposable)? in
      // Disposed, or superseded by a newer timer: this handle is not kept.
      guard !isDisposed, generation == timerGeneration else { return handle }
      defer { timer = handle }
      return timer
    }
    replaced?.dispose()
  }

  private func fire() {
    let now = scheduler.now
    var generation = 0
    let remaining = synchronized { () -> Int64? in
      let left = (dueSeconds - now.timeIntervalSince(lastArrival)) * 1_000_000_000
      // Within a microsecond counts as due: dates carry about a tenth of a microsecond of rounding.
      let endIsAhead = left.isFinite && left >= 1_000 && (earlyFire.map { now > $0 } ?? true)
      switch period.timerFired(endIsAhead: endIsAhead) {
      case .nothingWaits:
        return nil
      case .setAgain:
        earlyFire = now
        timerGeneration += 1
        generation = timerGeneration
        return Int64(left.rounded())
      case .ended:
        earlyFire = nil
        sendNext(pendingSlot.move())
        return nil
      }
    }
    if let remaining { arm(after: .nanoseconds(Int(remaining)), generation: generation) }
  }

  override func onError(_ error: any Error) {
    synchronized {
      if period.close() { pendingSlot.deinitialize(count: 1) }
      send(.error(error))
    }
  }

  override func onCompleted() {
    synchronized {
      if period.close() { sendNext(pendingSlot.move()) }
      send(.completed)
    }
  }

  override func disposeResources() {
    synchronized { () -> (any Disposable)? in
      defer { timer = nil }
      return timer
    }?.dispose()
  }
}
