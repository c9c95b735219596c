import Foundation
import Locking

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
  }

  private let state: Lock<State>

  /// Creates a clock that reads `start` until it is advanced.
  public init(start: Time) {
    state = Lock(State(now: start))
  }

  /// The current virtual time.
  public var now: Time { state.withLock { $0.now } }

  /// Whether an `advance` or `run` call is executing actions right now.
  public var isAdvancing: Bool { state.withLock { $0.isAdvancing } }

  /// The number of actions waiting to run.
  public var pendingCount: Int { state.withLock { $0.timeline.count } }

  /// The due time of the earliest waiting action.
  public var nextDueTime: Time? { state.withLock { $0.timeline.earliestTime() } }

  /// Schedules `action` at `time`; a time in the past runs at the next advance, in order.
  /// - Returns: an identity for ``cancel(_:)``.
  @discardableResult
  @_specialize(where Time == Int)
  @_specialize(where Time == Duration)
  @_specialize(where Time == Date)
  public func schedule(at time: Time, _ action: @escaping Action) -> TimelineID {
    state.withLock { $0.timeline.schedule(action, at: time) }
  }

  /// Cancels the action with `id` if it has not run yet.
  @discardableResult
  @_specialize(where Time == Int)
  @_specialize(where Time == Duration)
  @_specialize(where Time == Date)
  public func cancel(_ id: TimelineID) -> Bool {
    state.withLock { $0.timeline.cancel(id) }
  }

  /// Runs every action due no later than `target` in time order, then sets the clock to `target`
  /// (the clock never moves backwards).
  ///
  /// Calling it from inside one of its own actions is a programming error and traps.
  @_specialize(where Time == Int)
  @_specialize(where Time == Duration)
  @_specialize(where Time == Date)
  public func advance(to target: Time) {
    beginAdvancing()
    defer { endAdvancing(settingNowTo: target) }
    while let entry = next(notAfter: target) { entry.action() }
  }

  /// Runs actions in time order until none is left or ``stop()`` is called.
  @_specialize(where Time == Int)
  @_specialize(where Time == Duration)
  @_specialize(where Time == Date)
  public func run() {
    beginAdvancing()
    defer { endAdvancing(settingNowTo: nil) }
    while let entry = next(notAfter: nil) { entry.action() }
  }

  /// Moves the clock forward to `target` without running anything, as if time passed while the
  /// system was asleep; due actions run at the next advance. A target in the past is ignored.
  public func moveClock(to target: Time) {
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
    state.withLock { $0.isStopped = true }
  }

  private func beginAdvancing() {
    state.withLock { state in
      precondition(!state.isAdvancing, "VirtualTimeline: advance or run was called from inside one of its own actions")
      state.isAdvancing = true
      state.isStopped = false
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
