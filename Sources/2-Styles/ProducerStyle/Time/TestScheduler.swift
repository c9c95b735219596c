import Dispatch
import Foundation
import VirtualTime

/// A scheduler with a virtual clock that moves only when a test advances it.
///
/// Actions run on the thread that calls ``advance()-8zp9n``, ``advance(by:)-7ao2a``,
/// ``advance(to:)-48m0r`` or ``run()-8ml6p``, in order of their dates and, for equal dates, in
/// the order they were scheduled.
/// They run outside the scheduler's lock, so an action may schedule more work — even for the
/// current date, which then runs in the same advance — and any thread may schedule at any time.
/// ``schedule(_:)`` queues the action for the current date: it runs at the next advance.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let recorder = EventRecorder(signal.debounce(1, on: scheduler), clock: scheduler)
/// input.send(value: 1)
/// scheduler.advance(by: .seconds(1))
/// XCTAssertEqual(recorder.recorded, [.value(1, at: 1)])
/// ```
public final class TestScheduler: DateScheduler {
  let timeline: VirtualTimeline<Date>

  /// The date the clock started at.
  public let startDate: Date

  /// Creates a scheduler whose clock reads `startDate` until it is advanced.
  /// - Parameter startDate: the first reading of the clock; by default the reference date (2001-01-01).
  public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    self.startDate = startDate
    timeline = VirtualTimeline(start: startDate)
  }

  /// Creates a scheduler on a timeline shared with the other styles' test schedulers: `startDate`
  /// is the shared timeline's start, and dates are kept to the nanosecond on it, so that work due
  /// at the same instant in two styles runs first-in first-out.
  package init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0), sharing base: VirtualTimeline<Duration>) {
    self.startDate = startDate
    timeline = VirtualTimeline(
      projecting: base,
      toBase: { date in .nanoseconds(Int64((date.timeIntervalSince(startDate) * 1e9).rounded())) },
      fromBase: { offset in
        let (seconds, attoseconds) = offset.components
        return startDate.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
      })
  }

  /// The virtual date.
  public var currentDate: Date { timeline.now }

  /// Queues `action` for the current date; it runs at the next advance.
  /// - Returns: a disposable that cancels the action if it has not run.
  @discardableResult
  @preconcurrency public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    schedule(after: currentDate, action: action)
  }

  /// Queues `action` for `delay` after the current date.
  /// - Returns: a disposable that cancels the action if it has not run.
  @discardableResult
  @preconcurrency public func schedule(
    after delay: DispatchTimeInterval, action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    schedule(after: currentDate.adding(delay), action: action)
  }

  /// Queues `action` for `date`; a date in the past runs at the next advance.
  /// - Returns: a disposable that cancels the action if it has not run.
  @discardableResult
  @preconcurrency public func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    let id = timeline.schedule(at: date, action)
    return AnyDisposable { [weak timeline] in timeline?.cancel(id) }
  }

  /// Queues `action` for `date`, then every `interval` after it; the leeway is ignored.
  /// - Returns: a disposable that stops the repetition.
  @discardableResult
  @preconcurrency public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0),
    action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    precondition(interval.timeInterval >= 0, "TestScheduler requires a non-negative interval")
    let repetition = SerialDisposable()
    scheduleRepeating(at: date, interval: interval, into: repetition, action)
    return repetition
  }

  /// Queues `action` for `delay` after the current date, then every `interval`.
  /// - Returns: a disposable that stops the repetition.
  @discardableResult
  @preconcurrency public func schedule(
    after delay: DispatchTimeInterval, interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0),
    action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    schedule(after: currentDate.adding(delay), interval: interval, leeway: leeway, action: action)
  }

  private func scheduleRepeating(
    at date: Date, interval: DispatchTimeInterval, into repetition: SerialDisposable,
    _ action: @escaping @Sendable () -> Void
  ) {
    repetition.inner = schedule(after: date) { [weak self] in
      action()
      guard let self, !repetition.isDisposed else { return }
      self.scheduleRepeating(at: date.adding(interval), interval: interval, into: repetition, action)
    }
  }

  /// Advances the clock by one nanosecond: runs what was scheduled "as soon as possible".
  public func advance() {
    advance(by: .nanoseconds(1))
  }

  /// Advances the clock by `interval`, running every action due on the way.
  ///
  /// ```swift
  /// scheduler.advance(by: .milliseconds(300))
  /// ```
  public func advance(by interval: DispatchTimeInterval) {
    advance(to: currentDate.adding(interval))
  }

  /// Advances the clock to `date`, running every action due until then in order; each action
  /// sees ``currentDate`` at its own due date. The clock never moves backwards: with a date in
  /// the past, only the actions due by that date run.
  ///
  /// Calling it from inside one of the scheduler's own actions traps.
  public func advance(to date: Date) {
    timeline.advance(to: date)
  }

  /// Runs every scheduled action, including those they schedule, and leaves the clock at
  /// `Date.distantFuture`. Never returns while a repeating action (a timer) is still scheduled.
  public func run() {
    advance(to: .distantFuture)
  }

  /// The number of actions waiting to run.
  public var pendingCount: Int { timeline.pendingCount }
}
