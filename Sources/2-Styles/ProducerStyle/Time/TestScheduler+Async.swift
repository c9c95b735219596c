import Dispatch
import Foundation

extension TestScheduler {
  /// Advances the clock by one nanosecond on the main actor, letting other tasks run between
  /// the actions: for tests of async code that waits on this scheduler.
  ///
  /// ```swift
  /// await scheduler.advance()
  /// ```
  @MainActor
  public func advance() async {
    await advance(by: .nanoseconds(1))
  }

  /// Advances the clock by `interval` on the main actor, running the due actions on the main
  /// thread one at a time and letting other tasks run before each.
  ///
  /// ```swift
  /// await scheduler.advance(by: .seconds(1))
  /// ```
  /// - Parameter interval: how far to move the clock.
  @MainActor
  public func advance(by interval: DispatchTimeInterval) async {
    await advance(to: currentDate.adding(interval))
  }

  /// Advances the clock by `interval` seconds on the main actor; see ``advance(by:)-pft3``.
  ///
  /// ```swift
  /// await scheduler.advance(by: 1.5)
  /// ```
  /// - Parameter interval: how far to move the clock, in seconds.
  @MainActor
  public func advance(by interval: TimeInterval) async {
    await advance(to: currentDate.addingTimeInterval(interval))
  }

  /// Advances the clock to `date` on the main actor, running each action due on the way on the
  /// main thread, after letting other tasks run (so that a task about to wait on this scheduler
  /// gets to schedule its wake-up first).
  ///
  /// ```swift
  /// await scheduler.advance(to: scheduler.startDate.addingTimeInterval(5))
  /// ```
  /// - Parameter date: the date to move the clock to; a date in the past runs only what is due.
  @MainActor
  public func advance(to date: Date) async {
    while true {
      await Self.letOtherTasksRun()
      guard let due = timeline.nextDueTime, due <= date else { break }
      timeline.advance(to: due)
    }
    timeline.advance(to: date)
  }

  /// Runs every scheduled action on the main actor, letting other tasks run before each, and
  /// leaves the clock at `Date.distantFuture`.
  ///
  /// ```swift
  /// await scheduler.run()
  /// ```
  @MainActor
  public func run() async {
    await advance(to: .distantFuture)
  }

  /// Gives tasks on other executors the chance to reach their next suspension point.
  private static func letOtherTasksRun() async {
    for _ in 0..<10 {
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }
}
