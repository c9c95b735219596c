import Dispatch
import Foundation
import StyleInternals

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
  @available(swift, introduced: 6)
  @discardableResult
  @preconcurrency public func schedule(
    after date: Date, interval: DispatchTimeInterval, action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    schedule(after: date, interval: interval, leeway: interval.scaled(by: 0.1), action: action)
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinite.
  var timeInterval: TimeInterval { secondsValue }

  /// The interval in whole nanoseconds, saturating; `nil` for `.never`.
  var nanoseconds: Int? {
    switch self {
    case .seconds(let seconds): Self.saturating(seconds, times: 1_000_000_000)
    case .milliseconds(let milliseconds): Self.saturating(milliseconds, times: 1_000_000)
    case .microseconds(let microseconds): Self.saturating(microseconds, times: 1_000)
    case .nanoseconds(let nanoseconds): nanoseconds
    case .never: nil
    @unknown default: nil
    }
  }

  private static func saturating(_ count: Int, times unit: Int) -> Int {
    let (product, overflow) = count.multipliedReportingOverflow(by: unit)
    guard overflow else { return product }
    return count < 0 ? .min : .max
  }

  /// The interval multiplied by `factor`, in the finest unit that holds it.
  func scaled(by factor: Double) -> DispatchTimeInterval {
    let seconds = timeInterval * factor
    // The finest unit whose count still fits in an `Int`, so that scaling a long interval does
    // not overflow; beyond whole seconds it is `.never`.
    if let count = Int(exactly: (seconds * 1_000_000_000).rounded()) { return .nanoseconds(count) }
    if let count = Int(exactly: (seconds * 1_000_000).rounded()) { return .microseconds(count) }
    if let count = Int(exactly: (seconds * 1_000).rounded()) { return .milliseconds(count) }
    if let count = Int(exactly: seconds.rounded()) { return .seconds(count) }
    return .never
  }

  /// `interval * factor`, the spelling ReactiveSwift's own specs use through `@testable import`.
  static func * (interval: DispatchTimeInterval, factor: Double) -> DispatchTimeInterval {
    interval.scaled(by: factor)
  }

  /// The interval backwards, in the same unit; `.never` stays `.never`.
  static prefix func - (interval: DispatchTimeInterval) -> DispatchTimeInterval {
    switch interval {
    case .seconds(let seconds): .seconds(-seconds)
    case .milliseconds(let milliseconds): .milliseconds(-milliseconds)
    case .microseconds(let microseconds): .microseconds(-microseconds)
    case .nanoseconds(let nanoseconds): .nanoseconds(-nanoseconds)
    case .never: .never
    @unknown default: .never
    }
  }
}

extension Date {
  /// The date `interval` later; `.never` gives the distant future.
  func adding(_ interval: DispatchTimeInterval) -> Date {
    guard let nanoseconds = interval.nanoseconds else { return .distantFuture }
    return addingTimeInterval(TimeInterval(nanoseconds) / 1_000_000_000)
  }
}
