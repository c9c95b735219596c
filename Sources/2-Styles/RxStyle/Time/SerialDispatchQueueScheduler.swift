import Dispatch
import Foundation

/// Runs work on a serial dispatch queue: one action at a time, in the order scheduled.
///
/// `observe(on:)` with a serial scheduler hands each event to the queue as it arrives, which
/// keeps them in order without any other bookkeeping.
///
/// ```swift
/// let background = SerialDispatchQueueScheduler(qos: .userInitiated)
/// source.observe(on: background).subscribe(onNext: { save($0) })
/// ```
// Safety: every stored property is immutable and Sendable; subclasses keep theirs thread-safe.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  /// The scheduler's unit of time intervals.
  public typealias TimeInterval = Foundation.TimeInterval
  /// The scheduler's clock type.
  public typealias Time = Date

  let configuration: DispatchQueueConfiguration

  init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
  /// - Parameters:
  ///   - internalSerialQueueName: the queue's label, as debuggers show it.
  ///   - serialQueueConfiguration: called once with the new queue, before any work is scheduled.
  ///   - leeway: how late timers may fire, to let the system batch wake-ups.
  public convenience init(
    internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let queue = DispatchQueue(label: internalSerialQueueName)
    serialQueueConfiguration?(queue)
    self.init(serialQueue: queue, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue that runs its work on `queue` (which may be
  /// concurrent): the work is serialised, the threads are `queue`'s.
  public convenience init(
    queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue that runs on the global queue of `qos`.
  public convenience init(
    qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(
      queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
      leeway: leeway)
  }

  /// The wall-clock time.
  public var now: RxTime { Date() }

  /// Runs `action` on the queue, after the work already queued there.
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
