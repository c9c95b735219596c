import Foundation
import StyleInternals

/// A thread-safe virtual clock driving a ``Timeline`` of actions.
///
/// Any thread may schedule work or advance time; actions always run on the thread that advances,
/// outside the lock, so an action may schedule more work (even at the current time) without
/// deadlocking. Work due at the same time runs first-in first-out.
///
/// ```swift
/// let timeline = VirtualTimeline(start: 0)
/// timeline.schedule(at: 10) { print("at 10") }
/// timeline.advance(to: 15)  // prints "at 10"; now == 15
/// ```
public final class VirtualTimeline<Time: Comparable & Sendable>: Sendable {
  /// A scheduled action.
  public typealias Action = @Sendable () -> Void

  private struct State {
    var now: Time
    var timeline = Timeline<Time, Action>()
    var isAdvancing = false
    var isStopped = false
    var settlers: [Action] = []
  }

  /// Another timeline seen in this one's unit of time: every call goes to it.
  private struct Projection: Sendable {
    let base: VirtualTimeline<Duration>
    let toBase: @Sendable (Time) -> Duration
    let fromBase: @Sendable (Duration) -> Time
  }

  private let state: Lock<State>
  private let projection: Projection?

  /// Creates a clock that reads `start` until it is advanced.
  public init(start: Time) {
    state = Lock(State(now: start))
    projection = nil
  }

  /// Creates a view of `base` in another unit of time: it schedules on, cancels on, reads and
  /// advances `base` itself, so that several views share one order of work — by time, then
  /// first-in first-out across all of them. This is how test schedulers of different styles
  /// share one clock.
  ///
  /// ```swift
  /// let shared = VirtualTimeline<Duration>(start: .zero)
  /// let ticks = VirtualTimeline<Int>(projecting: shared, toBase: { .milliseconds($0) },
  ///                                  fromBase: { Int($0 / .milliseconds(1)) })
  /// ticks.schedule(at: 5) { print("at 5 ms") }
  /// shared.advance(to: .milliseconds(5))  // prints "at 5 ms"
  /// ```
  /// - Parameters:
  ///   - base: the shared timeline, counted as time since its start.
  ///   - toBase: this view's time as a time of `base`; must preserve order.
  ///   - fromBase: a time of `base` in this view's unit, the inverse of `toBase`.
  public init(
    projecting base: VirtualTimeline<Duration>, toBase: @escaping @Sendable (Time) -> Duration,
    fromBase: @escaping @Sendable (Duration) -> Time
  ) {
    projection = Projection(base: base, toBase: toBase, fromBase: fromBase)
    state = Lock(State(now: fromBase(base.now)))
  }

  /// The current virtual time.
  public var now: Time {
    if let projection { return projection.fromBase(projection.base.now) }
    return state.withLock { $0.now }
  }

  /// Whether an `advance` or `run` call is executing actions right now.
  public var isAdvancing: Bool {
    if let projection { return projection.base.isAdvancing }
    return state.withLock { $0.isAdvancing }
  }

  /// The number of actions waiting to run (on a projection: on the whole shared timeline).
  public var pendingCount: Int {
    if let projection { return projection.base.pendingCount }
    return state.withLock { $0.timeline.count }
  }

  /// The due time of the earliest waiting action.
  public var nextDueTime: Time? {
    if let projection { return projection.base.nextDueTime.map(projection.fromBase) }
    return state.withLock { $0.timeline.earliestTime() }
  }

  /// Runs `settle` after every action that an advance or run of this timeline executes, from the
  /// next advance on. A test scheduler whose work is queued elsewhere (an executor's jobs) uses it
  /// to finish, at the same instant, the work that another style's action set off.
  public func afterEachAction(_ settle: @escaping Action) {
    if let projection { return projection.base.afterEachAction(settle) }
    state.withLock { $0.settlers.append(settle) }
  }

  /// Schedules `action` at `time`; a time in the past runs at the next advance, in order.
  /// - Returns: an identity for ``cancel(_:)``.
  @discardableResult
  @_specialize(where Time == Int)
  @_specialize(where Time == Duration)
  @_specialize(where Time == Date)
  public func schedule(at time: Time, _ action: @escaping Action) -> TimelineID {
    if let projection { return projection.base.schedule(at: projection.toBase(time), action) }
    return state.withLock { $0.timeline.schedule(action, at: time) }
  }

  /// Cancels the action with `id` if it has not run yet.
  @discardableResult
  @_specialize(where Time == Int)
  @_specialize(where Time == Duration)
  @_specialize(where Time == Date)
  public func cancel(_ id: TimelineID) -> Bool {
    if let projection { return projection.base.cancel(id) }
    return state.withLock { $0.timeline.cancel(id) }
  }

  /// Runs every action due no later than `target` in time order, then sets the clock to `target`
  /// (the clock never moves backwards).
  ///
  /// Calling it from inside one of its own actions is a programming error and traps.
  @_specialize(where Time == Int)
  @_specialize(where Time == Duration)
  @_specialize(where Time == Date)
  public func advance(to target: Time) {
    if let projection { return projection.base.advance(to: projection.toBase(target)) }
    let settlers = beginAdvancing()
    defer { endAdvancing(settingNowTo: target) }
    while let entry = next(notAfter: target) {
      entry.action()
      for settle in settlers { settle() }
    }
  }

  /// Runs actions in time order until none is left or ``stop()`` is called.
  @_specialize(where Time == Int)
  @_specialize(where Time == Duration)
  @_specialize(where Time == Date)
  public func run() {
    if let projection { return projection.base.run() }
    let settlers = beginAdvancing()
    defer { endAdvancing(settingNowTo: nil) }
    while let entry = next(notAfter: nil) {
      entry.action()
      for settle in settlers { settle() }
    }
  }

  /// Moves the clock forward to `target` without running anything, as if time passed while the
  /// system was asleep; due actions run at the next advance. A target in the past is ignored.
  public func moveClock(to target: Time) {
    if let projection { return projection.base.moveClock(to: projection.toBase(target)) }
    state.withLock { state in
      if target > state.now { state.now = target }
    }
  }

  /// Moves the clock back to `target` without running or dropping anything, as if the system's
  /// date were set back; actions keep their due times. A target in the future is ignored.
  public func rewindClock(to target: Time) {
    state.withLock { state in
      if target < state.now { state.now = target }
    }
  }

  /// Makes a running ``run()`` or ``advance(to:)`` return after the current action.
  public func stop() {
    if let projection { return projection.base.stop() }
    state.withLock { $0.isStopped = true }
  }

  /// - Returns: what runs after each action of this advance.
  private func beginAdvancing() -> [Action] {
    state.withLock { state in
      precondition(!state.isAdvancing, "VirtualTimeline: advance or run was called from inside one of its own actions")
      state.isAdvancing = true
      state.isStopped = false
      return state.settlers
    }
  }

  private func endAdvancing(settingNowTo target: Time?) {
    state.withLock { state in
      if let target, target > state.now, !state.isStopped { state.now = target }
      state.isAdvancing = false
    }
  }

  @_specialize(where Time == Int)
  @_specialize(where Time == Duration)
  @_specialize(where Time == Date)
  private func next(notAfter limit: Time?) -> Timeline<Time, Action>.Entry? {
    state.withLock { state in
      guard !state.isStopped else { return nil }
      let entry = limit.map { state.timeline.popEarliest(notAfter: $0) } ?? state.timeline.popEarliest()
      if let entry, entry.time > state.now { state.now = entry.time }
      return entry
    }
  }
}
