import Dispatch
import Foundation

/// Runs work on a dispatch queue, usually a concurrent one: actions may run at the same time on
/// several threads, so `observe(on:)` with it delivers one event at a time itself.
///
/// ```swift
/// let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
/// XCTAssertEqual(try source.subscribe(on: scheduler).toBlocking().toArray(), [1, 2])
/// ```
// Safety: every stored property is immutable and Sendable.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  /// The scheduler's unit of time intervals.
  public typealias TimeInterval = Foundation.TimeInterval
  /// The scheduler's clock type.
  public typealias Time = Date

  let configuration: DispatchQueueConfiguration

  /// Creates a scheduler that runs work on `queue`.
  /// - Parameters:
  ///   - queue: the queue the actions are dispatched to.
  ///   - leeway: how late timers may fire, to let the system batch wake-ups.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
  }

  /// Creates a scheduler that runs work on the global queue of `qos`.
  public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
  }

  /// The wall-clock time.
  public var now: RxTime { Date() }

  /// Runs `action` on the queue.
  /// - Returns: a disposable that cancels the action if it has not started.
  @preconcurrency public func schedule<StateType: Sendable>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    configuration.schedule(state, action: action)
  }

  /// Runs `action` on the queue after `dueTime`.
  /// - Returns: a disposable that cancels the timer.
  @preconcurrency public func scheduleRelative<StateType: Sendable>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the queue after `startAfter`, then every `period`.
  /// - Returns: a disposable that stops the timer.
  @preconcurrency public func schedulePeriodic<StateType: Sendable>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> any Disposable {
    configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
