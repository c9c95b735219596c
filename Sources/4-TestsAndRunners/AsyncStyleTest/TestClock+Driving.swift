import AsyncStyleTestKit
import StyleInternals
import StyleTestReporting
import VirtualTime

/// Thrown by `TestClock.checkSuspension()` when a task is still sleeping on the clock.
public struct SuspensionError: Error, Equatable, CustomStringConvertible {
  /// How many sleeps were still waiting for the clock.
  public var pendingSleeps: Int

  /// Creates the error.
  public init(pendingSleeps: Int = 1) {
    self.pendingSleeps = pendingSleeps
  }

  public var description: String {
    "TestClock.checkSuspension: \(pendingSleeps) sleep(s) still wait for the clock to be advanced"
  }
}

extension TestClock {
  /// Moves the clock forward by `duration`, waking every sleep due by then in time order.
  ///
  /// Inside a virtual-time scope, the clock first waits until every job of the scope has run
  /// (every task started so far waits on something), then, instant by instant, wakes the sleeps
  /// due at the next deadline and waits until idle again; a sleep registered by the woken work
  /// before the target is reached is seen. Outside any scope it first yields until the sleeps
  /// registered on the clock stop changing, to let tasks already started on the global pool reach
  /// them, then does the same on the calling thread, capturing the woken work there. A woken task
  /// always takes its next step inside the call, even one woken while it was still suspending on
  /// another thread: it moves onto the calling thread, and the call waits for it. Only the first
  /// part is a guess: a task that has not reached its sleep by the time the sleeps stop changing
  /// is not waited for.
  ///
  /// `advance()` (by zero) only lets pending work run.
  /// - Parameter duration: how far to move; a negative duration only lets pending work run.
  public func advance(by duration: Swift.Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves the clock to `deadline`, waking every sleep due by then in time order (see
  /// ``advance(by:)``). A deadline in the past only lets pending work run.
  public func advance(to deadline: Instant) async {
    await scheduler.drive { timeline in
      guard let due = timeline.nextDueTime, due <= deadline.offset else {
        timeline.moveClock(to: deadline.offset)
        return true
      }
      timeline.advance(to: due)
      return false
    }
  }

  /// Wakes sleeps in time order until none is left; `now` ends at the last one's deadline.
  ///
  /// A timer that re-arms forever never lets this end, so it stops after `timeout` of real time
  /// and reports a test failure (through XCTest or Swift Testing, whichever runs the test).
  /// - Parameters:
  ///   - timeout: the real time after which to give up.
  ///   - fileID: where the failure is reported, for Swift Testing.
  ///   - filePath: where the failure is reported.
  ///   - line: where the failure is reported.
  ///   - column: where the failure is reported, for Swift Testing.
  public func run(
    timeout: Swift.Duration = .milliseconds(500), fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let giveUp = ContinuousClock.now.advanced(by: timeout)
    let timedOut = Lock(false)
    await scheduler.drive { timeline in
      guard let due = timeline.nextDueTime else { return true }
      guard ContinuousClock.now < giveUp else {
        timedOut.withLock { $0 = true }
        return true
      }
      timeline.advance(to: due)
      return false
    }
    guard timedOut.value else { return }
    reportFailure(
      "TestClock.run: sleeps were still waiting after \(timeout) of real time; something keeps sleeping on the "
        + "clock (a timer?). Advance to a fixed time with advance(to:) instead, or raise the timeout.",
      fileID: "\(fileID)", filePath: filePath, line: line, column: column)
  }

  /// Lets pending work run, then throws if any task still sleeps on the clock.
  /// - Throws: ``SuspensionError`` when a sleep is still waiting.
  public func checkSuspension() async throws {
    await scheduler.drive { _ in true }
    let pending = scheduler.pendingCount
    if pending > 0 { throw SuspensionError(pendingSleeps: pending) }
  }
}

extension AsyncTestScheduler {
  /// Calls `step` with the timeline each time the scheduler is idle, until it returns `true`.
  ///
  /// On the thread of an async-bodied scope, the scope's thread makes the calls between its jobs.
  /// Elsewhere the calling thread does, capturing the jobs of the work it wakes for as long as it
  /// drives and waiting for each woken task to leave its sleep there (see `WakeHandoff`), after
  /// yielding until the number of sleepers stops changing, and again until a round wakes nothing.
  func drive(_ step: @escaping @Sendable (VirtualTimeline<Duration>) -> Bool) async {
    let timeline = self.timeline
    if let scope = CaptureScope.current, scope.isOpen, let driver = scope.driver {
      await driver.perform { step(timeline) }
      return
    }
    // Installs the hooks on first use; without them the scope catches nothing.
    _ = RuntimeHooks.installation
    // A sleeper may be woken while its task, on a pool thread, is still suspending; the task then
    // goes on there instead of here. So drive again after each round that woke something.
    repeat {
      await letPoolTasksReachTheirSleeps()
    } while driveOnThisThread(step)
  }

  /// Drives with the calling thread's jobs captured, until `step` is done.
  /// - Returns: whether any step woke something.
  private func driveOnThisThread(_ step: (VirtualTimeline<Duration>) -> Bool) -> Bool {
    let scope = CaptureScope(executor: executor, mainActor: .make(for: executor))
    let outer = CaptureScope.replaceCurrent(with: scope)
    handoff.beginDrive()
    executor.beginDrive()
    executor.drain()
    var woke = false
    while !step(timeline) {
      woke = true
      handoff.settle(within: .seconds(1)) { executor.drain() }
    }
    handoff.endDrive()
    scope.close()
    scope.mainActor.close()
    executor.drain()
    CaptureScope.restore(outer)
    return woke
  }

  /// Yields to the global pool until the sleepers have stayed the same over several rounds. Tasks
  /// started outside a scope run on the pool, and nothing tells when they reach the clock: this is
  /// the one place where waiting is a guess, which a scope makes unnecessary.
  private func letPoolTasksReachTheirSleeps() async {
    var last = pendingCount
    var unchanged = 0
    var rounds = 0
    while unchanged < 5, rounds < 200 {
      await Task.detached(priority: .background) { await Task.yield() }.value
      let count = pendingCount
      unchanged = count == last ? unchanged + 1 : 0
      last = count
      rounds += 1
    }
  }
}
