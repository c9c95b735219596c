import Dispatch
import Foundation

/// Runs actions: at once, on a queue, or on a virtual clock.
///
/// Operators that move work onto another thread or into the future take a scheduler, so that
/// tests can pass a ``TestScheduler`` and decide when that work runs.
///
/// ```swift
/// let scheduler: any Scheduler = QueueScheduler(qos: .userInitiated, name: "work")
/// scheduler.schedule { print("on the queue") }
/// ```
public protocol Scheduler: AnyObject, Sendable {
  /// Runs `action` as soon as the scheduler can.
  /// - Parameter action: the work.
  /// - Returns: a disposable that cancels the action if it has not started, or `nil` when the
  ///   action cannot be cancelled (it has already run).
  @discardableResult
  func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)?
}

/// A scheduler with a clock: it can run actions at a date, once or repeatedly.
///
/// ```swift
/// let scheduler: any DateScheduler = TestScheduler()
/// scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(5)) { print("five seconds later") }
/// ```
public protocol DateScheduler: Scheduler {
  /// The scheduler's current date: the wall clock, or the virtual clock of a test scheduler.
  var currentDate: Date { get }

  /// Runs `action` at `date`, or as soon as possible if `date` has passed.
  /// - Returns: a disposable that cancels the action if it has not started.
  @discardableResult
  func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> (any Disposable)?

  /// Runs `action` at `date`, then every `interval`, until the returned disposable is disposed.
  /// - Parameters:
  ///   - date: when the first run is due.
  ///   - interval: the time between runs; not negative.
  ///   - leeway: how late a run may be, which lets the system group timers.
  ///   - action: the work.
  /// - Returns: a disposable that stops the repetition.
  @discardableResult
  func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping @Sendable () -> Void
  ) -> (any Disposable)?
}

extension DateScheduler {
  /// Runs `action` at `date`, then every `interval`, with a leeway of a tenth of the interval.
  ///
  /// ```swift
  /// let ticks = scheduler.schedule(after: scheduler.currentDate, interval: .seconds(1)) { print("tick") }
  /// ticks?.dispose()
  /// ```
  /// - Returns: a disposable that stops the repetition.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    schedule(after: date, interval: interval, leeway: interval.scaled(by: 0.1), action: action)
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinite.
  var timeInterval: TimeInterval {
    switch self {
    case .seconds(let seconds): TimeInterval(seconds)
    case .milliseconds(let milliseconds): TimeInterval(milliseconds) / 1_000
    case .microseconds(let microseconds): TimeInterval(microseconds) / 1_000_000
    case .nanoseconds(let nanoseconds): TimeInterval(nanoseconds) / 1_000_000_000
    case .never: .infinity
    @unknown default: .infinity
    }
  }

  /// The interval in whole nanoseconds, saturating; `nil` for `.never`.
  var nanoseconds: Int? {
    switch self {
    case .seconds(let seconds): seconds.multipliedReportingOverflow(by: 1_000_000_000).partialValue
    case .milliseconds(let milliseconds): milliseconds.multipliedReportingOverflow(by: 1_000_000).partialValue
    case .microseconds(let microseconds): microseconds.multipliedReportingOverflow(by: 1_000).partialValue
    case .nanoseconds(let nanoseconds): nanoseconds
    case .never: nil
    @unknown default: nil
    }
  }

  /// The interval multiplied by `factor`, in nanoseconds.
  func scaled(by factor: Double) -> DispatchTimeInterval {
    guard let nanoseconds else { return .never }
    return .nanoseconds(Int((Double(nanoseconds) * factor).rounded()))
  }
}

extension Date {
  /// The date `interval` later; `.never` gives the distant future.
  func adding(_ interval: DispatchTimeInterval) -> Date {
    guard let nanoseconds = interval.nanoseconds else { return .distantFuture }
    return addingTimeInterval(TimeInterval(nanoseconds) / 1_000_000_000)
  }
}
