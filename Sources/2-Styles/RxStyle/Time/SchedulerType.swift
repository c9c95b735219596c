import Dispatch
import Foundation
import StyleInternals

/// A point in time as schedulers read it.
public typealias RxTime = Date

/// A span of time for schedulers and time-based operators, e.g. `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// Something that runs work now, or as soon as it can.
@preconcurrency public protocol ImmediateSchedulerType: Sendable {
  /// Runs `action` with `state` as soon as the scheduler can.
  /// - Returns: a disposable that cancels the action if it has not started.
  func schedule<StateType: Sendable>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable
}

/// Something that runs work now or later, and knows the time.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's current time.
  var now: RxTime { get }

  /// Runs `action` with `state` after `dueTime`.
  /// - Returns: a disposable that cancels the action if it has not started.
  func scheduleRelative<StateType: Sendable>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable

  /// Runs `action` after `startAfter` and then every `period`, each time with the state the
  /// previous run returned.
  /// - Returns: a disposable that stops the repetition.
  func schedulePeriodic<StateType: Sendable>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> any Disposable
}

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinite.
  public var seconds: Double { secondsValue }
}

/// The slack, in seconds, with which time operators compare two readings of a scheduler's clock.
let timeSlack: Double = 1e-6
