import Foundation
import VirtualTime

/// A scheduler whose clock moves only when it is told to: the base of `TestScheduler`.
///
/// Time is counted in integer ticks; one tick is `resolution` seconds of ``RxTimeInterval``.
/// Work runs on the thread that calls ``start()`` or ``advanceTo(_:)``, outside any lock, in
/// order of due time and, for equal times, in the order it was scheduled. Any thread may
/// schedule work; there is no thread affinity.
///
/// ```swift
/// let scheduler = VirtualTimeScheduler(initialClock: 0)
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in print("five"); return Disposables.create() }
/// scheduler.advanceTo(10)  // prints "five"; clock == 10
/// ```
// Safety: every mutable part lives in the thread-safe `VirtualTimeline`; subclasses must keep
// their own state thread-safe too.
open class VirtualTimeScheduler: SchedulerType, @unchecked Sendable {
  /// The unit of the virtual clock.
  public typealias VirtualTime = Int

  /// Seconds of real time per tick.
  public let resolution: Double

  private let timeline: VirtualTimeline<VirtualTime>
  private let nanosecondsPerTick: Int64

  /// Creates a scheduler whose clock reads `initialClock` ticks of `resolution` seconds.
  public init(initialClock: VirtualTime = 0, resolution: Double = 1.0) {
    precondition(resolution > 0, "VirtualTimeScheduler requires a positive resolution")
    self.resolution = resolution
    timeline = VirtualTimeline(start: initialClock)
    nanosecondsPerTick = Int64((resolution * 1_000_000_000).rounded())
  }

  /// Creates a scheduler on a timeline shared with other test schedulers: tick `n` is `n × tick`
  /// after the shared timeline's start, and the resolution is `tick`, so intervals keep their
  /// real length (with a tick of 1 ms, `.seconds(1)` is 1,000 ticks).
  /// - Parameters:
  ///   - base: the shared timeline.
  ///   - tick: the length of one tick; at least one nanosecond.
  package init(sharing base: VirtualTimeline<Duration>, tick: Duration) {
    precondition(tick >= .nanoseconds(1), "VirtualTimeScheduler requires a tick of at least one nanosecond")
    let (seconds, attoseconds) = tick.components
    resolution = Double(seconds) + Double(attoseconds) / 1e18
    nanosecondsPerTick = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    timeline = VirtualTimeline(
      projecting: base, toBase: { tick * $0 }, fromBase: { VirtualTime($0.attoseconds / tick.attoseconds) })
  }

  /// The current virtual time in ticks.
  public final var clock: VirtualTime { timeline.now }

  /// The current virtual time as a date: `clock × resolution` seconds after 1970.
  public final var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

  /// Whether ``start()`` or ``advanceTo(_:)`` is running actions.
  public final var isRunning: Bool { timeline.isAdvancing }

  /// Converts an interval to whole ticks, rounding to the nearest tick.
  public final func ticks(_ interval: RxTimeInterval) -> VirtualTime {
    guard let nanoseconds = interval.nanoseconds else { return .max / 2 }
    // Clamped so that intervals such as `.seconds(.max)` mean "never" rather than trapping.
    return VirtualTime(min((Double(nanoseconds) / Double(nanosecondsPerTick)).rounded(), Double(VirtualTime.max / 2)))
  }

  /// Schedules `action` "now" (at the current tick, or later if a subclass says so).
  public final func schedule<StateType: Sendable>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleRelativeVirtual(state, dueTime: 0, action: action)
  }

  /// Schedules `action` after `dueTime`, converted to ticks.
  public final func scheduleRelative<StateType: Sendable>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleRelativeVirtual(state, dueTime: ticks(dueTime), action: action)
  }

  /// Schedules `action` `dueTime` ticks from now.
  public final func scheduleRelativeVirtual<StateType: Sendable>(
    _ state: StateType, dueTime: VirtualTime, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    let (due, overflow) = clock.addingReportingOverflow(dueTime)
    return scheduleAbsoluteVirtual(state, time: overflow ? (dueTime > 0 ? .max : .min) : due, action: action)
  }

  /// Schedules `action` at tick `time`; subclasses may move the time (see `TestScheduler`).
  /// - Returns: a disposable that cancels the action, or disposes what it returned.
  open func scheduleAbsoluteVirtual<StateType: Sendable>(
    _ state: StateType, time: VirtualTime, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    let result = SingleAssignmentDisposable()
    let id = timeline.schedule(at: time) {
      guard !result.isDisposed else { return }
      result.setDisposable(action(state))
    }
    let timeline = self.timeline
    return Disposables.create {
      timeline.cancel(id)
      result.dispose()
    }
  }

  /// Runs `action` after `startAfter`, then every `period`.
  public final func schedulePeriodic<StateType: Sendable>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> any Disposable {
    let current = SerialDisposable()
    let periodTicks = max(ticks(period), 1)
    @Sendable func tick(_ state: StateType) -> any Disposable {
      let next = action(state)
      if !current.isDisposed {
        current.disposable = scheduleRelativeVirtual(next, dueTime: periodTicks, action: tick)
      }
      return Disposables.create()
    }
    current.disposable = scheduleRelative(state, dueTime: startAfter, action: tick)
    return current
  }

  /// Runs every scheduled action in time order, moving the clock to each one's time, until
  /// nothing is left or ``stop()`` is called. Does nothing if already running.
  public final func start() {
    guard !isRunning else { return }
    timeline.run()
  }

  /// Makes ``start()`` or ``advanceTo(_:)`` return after the current action.
  public final func stop() {
    timeline.stop()
  }

  /// Runs every action due up to `virtualTime`, then sets the clock to it.
  ///
  /// Advancing into the past is a programming error and traps.
  public final func advanceTo(_ virtualTime: VirtualTime) {
    precondition(virtualTime >= clock, "advanceTo(\(virtualTime)) would move the clock back from \(clock)")
    timeline.advance(to: virtualTime)
  }

  /// Moves the clock forward by `virtualInterval` ticks without running anything.
  public final func sleep(_ virtualInterval: VirtualTime) {
    precondition(virtualInterval >= 0, "sleep(_:) cannot move the clock backwards")
    timeline.moveClock(to: clock + virtualInterval)
  }
}

extension DispatchTimeInterval {
  /// The interval in nanoseconds, or `nil` for `.never`.
  fileprivate var nanoseconds: Int64? {
    switch self {
    case .seconds(let value): Self.saturating(value, 1_000_000_000)
    case .milliseconds(let value): Self.saturating(value, 1_000_000)
    case .microseconds(let value): Self.saturating(value, 1_000)
    case .nanoseconds(let value): Int64(value)
    case .never: nil
    @unknown default: nil
    }
  }

  private static func saturating(_ value: Int, _ factor: Int64) -> Int64 {
    let (product, overflow) = Int64(value).multipliedReportingOverflow(by: factor)
    return overflow ? (value < 0 ? .min : .max) : product
  }
}
