import Dispatch
import Foundation
import StyleInternals

/// Runs work on the main thread: at once whenever called on the main queue (a read of the queue's
/// marker), otherwise on the main queue.
///
/// Unlike ``MainScheduler`` it does not keep the order of work already queued on the main queue,
/// so work scheduled from inside other main-thread work still runs at once. That suits
/// subscribing, where a chain may subscribe on the main thread at several stages in one call:
/// ``ControlEvent`` and ``ControlProperty`` subscribe on it, so a subscription made on the main
/// thread receives its first events before `subscribe` returns. Timed work goes to the main queue
/// as ``MainScheduler``'s does. Inside ``MainScheduler/withScheduler(_:operation:)`` all work
/// goes to the scheduler given there.
///
/// ```swift
/// let text = Observable.just("ready").subscribe(on: ConcurrentMainScheduler.instance)
/// text.subscribe(onNext: { label.text = $0 })  // on the main thread: set before this returns
/// ```
public final class ConcurrentMainScheduler: SchedulerType {
  /// The scheduler's unit of time intervals.
  public typealias TimeInterval = Foundation.TimeInterval
  /// The scheduler's clock type.
  public typealias Time = Date

  private let mainScheduler: MainScheduler
  private let isReplaced: Bool

  private init(mainScheduler: MainScheduler, isReplaced: Bool) {
    self.mainScheduler = mainScheduler
    self.isReplaced = isReplaced
  }

  private static let shared = ConcurrentMainScheduler(mainScheduler: MainScheduler(), isReplaced: false)

  /// The shared instance, or, inside ``MainScheduler/withScheduler(_:operation:)``, one that
  /// forwards all work to the scheduler given there.
  public static var instance: ConcurrentMainScheduler {
    MainScheduler.isReplaced ? ConcurrentMainScheduler(mainScheduler: .instance, isReplaced: true) : shared
  }

  /// The wall-clock time, or the replacement's time.
  public var now: RxTime { mainScheduler.now }

  /// Runs `action` at once on the main thread, otherwise queues it on the main queue.
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - action: the work; returns what cancels anything it started.
  /// - Returns: a disposable that cancels the work if it has not run yet.
  @preconcurrency public func schedule<StateType: Sendable>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    if isReplaced { return mainScheduler.schedule(state, action: action) }
    if MainQueue.isCurrent { return action(state) }
    let result = SingleAssignmentDisposable()
    DispatchQueue.main.async {
      if !result.isDisposed { result.setDisposable(action(state)) }
    }
    return result
  }

  /// Runs `action` on the main queue after `dueTime`.
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - dueTime: how long to wait.
  ///   - action: the work; returns what cancels anything it started.
  /// - Returns: a disposable that cancels the work if it has not run yet.
  @preconcurrency public func scheduleRelative<StateType: Sendable>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the main queue after `startAfter` and then every `period`.
  /// - Parameters:
  ///   - state: the first state given to `action`.
  ///   - startAfter: the delay before the first run.
  ///   - period: the time between runs.
  ///   - action: the work; returns the state for the next run.
  /// - Returns: a disposable that stops the runs.
  @preconcurrency public func schedulePeriodic<StateType: Sendable>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> any Disposable {
    mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
