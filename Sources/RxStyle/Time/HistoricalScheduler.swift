import Foundation
import VirtualTime

/// A virtual-time scheduler whose clock is a date: for replaying recorded, time-stamped events
/// (logs, sensor traces) through time-based operators without waiting.
///
/// The clock moves only when told to: ``start()`` runs everything scheduled, in time order,
/// and ``advanceTo(_:)`` runs what is due up to a date. Work due at the same time runs in the
/// order it was scheduled, on the thread that advances the clock.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
/// let observer = values.debounce(.seconds(1), scheduler: scheduler).subscribe(onNext: { print($0) })
/// scheduler.advanceTo(Date(timeIntervalSince1970: 60))
/// ```
public final class HistoricalScheduler: SchedulerType, Sendable {
  /// The unit of the clock: a date.
  public typealias VirtualTime = RxTime

  /// The unit of relative times: seconds.
  public typealias VirtualTimeInterval = TimeInterval

  private let timeline: VirtualTimeline<Date>

  /// Creates a scheduler whose clock reads `initialClock`.
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    timeline = VirtualTimeline(start: initialClock)
  }

  /// The current virtual time.
  public var clock: RxTime { timeline.now }

  /// The current virtual time (the same as ``clock``).
  public var now: RxTime { clock }

  /// Whether ``start()`` or ``advanceTo(_:)`` is running actions.
  public var isEnabled: Bool { timeline.isAdvancing }

  /// Runs `action` at the current virtual time, after what is already due then.
  public func schedule<StateType: Sendable>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleAbsoluteVirtual(state, time: clock, action: action)
  }

  /// Runs `action` `dueTime` after the current virtual time; `.never` never runs.
  public func scheduleRelative<StateType: Sendable>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleRelativeVirtual(state, dueTime: dueTime.seconds, action: action)
  }

  /// Runs `action` `dueTime` seconds after the current virtual time.
  public func scheduleRelativeVirtual<StateType: Sendable>(
    _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    guard dueTime.isFinite else { return Disposables.create() }
    return scheduleAbsoluteVirtual(state, time: clock.addingTimeInterval(max(dueTime, 0)), action: action)
  }

  /// Runs `action` at virtual time `time` (at once, in order, if `time` has passed).
  /// - Returns: a disposable that cancels the action, or disposes what it returned.
  public func scheduleAbsoluteVirtual<StateType: Sendable>(
    _ state: StateType, time: VirtualTime, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    let result = SingleAssignmentDisposable()
    let id = timeline.schedule(at: max(time, clock)) {
      guard !result.isDisposed else { return }
      result.setDisposable(action(state))
    }
    let timeline = self.timeline
    return Disposables.create {
      _ = timeline.cancel(id)
      result.dispose()
    }
  }

  /// Runs `action` after `startAfter`, then every `period` (at least a microsecond apart).
  public func schedulePeriodic<StateType: Sendable>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> any Disposable {
    let current = SerialDisposable()
    let periodSeconds = max(period.seconds, 1e-6)
    @Sendable func tick(_ state: StateType) -> any Disposable {
      let next = action(state)
      if !current.isDisposed {
        current.replace { scheduleRelativeVirtual(next, dueTime: periodSeconds, action: tick) }
      }
      return Disposables.create()
    }
    current.replace { scheduleRelative(state, dueTime: startAfter, action: tick) }
    return current
  }

  /// Runs every scheduled action in time order until nothing is left or ``stop()`` is called.
  public func start() {
    guard !isEnabled else { return }
    timeline.run()
  }

  /// Makes ``start()`` or ``advanceTo(_:)`` return after the current action.
  public func stop() {
    timeline.stop()
  }

  /// Runs every action due up to `virtualTime`, then sets the clock to it. A time in the past
  /// leaves the clock where it is.
  public func advanceTo(_ virtualTime: VirtualTime) {
    guard virtualTime >= clock else { return }
    timeline.advance(to: virtualTime)
  }

  /// Moves the clock forward by `virtualInterval` seconds without running anything.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    guard virtualInterval > 0 else { return }
    timeline.moveClock(to: clock.addingTimeInterval(virtualInterval))
  }
}
