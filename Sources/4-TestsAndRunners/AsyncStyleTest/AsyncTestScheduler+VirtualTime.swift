import AsyncStyleTestKit
import StyleTestReporting

extension AsyncTestScheduler {
  /// Runs `body` with a fresh scheduler that also drives the tasks the code under test starts on
  /// its own — `Task {}`, `Task.detached`, `@MainActor` work — on virtual time.
  ///
  /// Code written the way most apps are written starts its own tasks: a `@MainActor` view model
  /// whose methods start a `Task {}` per user action, a service that starts a detached pump in its
  /// initialiser. Those tasks run on the global pool and the main queue, outside the scheduler's
  /// reach. Inside `body`, on the calling thread only:
  /// - every job bound for the global concurrent executor (`Task {}`, `Task.detached`, child
  ///   tasks, a resumed continuation, a hop back to nonisolated code) queues on the scheduler's
  ///   executor instead, and runs only inside its drive calls (`runUntilIdle()`,
  ///   `advance(by:)`, `advance(to:)`, `run()`), first in first out;
  /// - main-actor jobs (`Task { @MainActor in … }`, a `@MainActor` type's `Task {}`,
  ///   `MainActor.run`) queue in the same order and run on the calling thread, isolated to a
  ///   stand-in for the main actor's executor: `MainActor.assumeIsolated` holds inside them.
  ///
  /// So sleeps on `clock` wake at exact virtual times, and a read right after
  /// `advance(to:)` sees everything due by then. Other threads are not affected, and
  /// neither is anything outside the scope: tests that run in parallel, each in its own scope or
  /// in none, never see each other's jobs. Swift Testing's synchronous tests, `@MainActor` ones
  /// included, can use it like XCTest's.
  ///
  /// When `body` returns (or throws), the jobs still queued run until idle on the calling thread,
  /// still inside the scope, without moving time: a job cannot be dropped without leaking its
  /// task, and handing it to the real executors would let it run beside the next test on a clock
  /// nobody moves. A task still sleeping on `clock` then stays suspended, as in a plain
  /// scheduler: cancel it inside `body` (a view model's `deinit` may do it) so its resources are
  /// released. A main-actor job that arrives after the scope ended — a task resumed later from
  /// another thread — goes to the real main executor.
  ///
  /// Not covered: work on Dispatch queues and Foundation callbacks (`URLSession`), `Task.sleep`
  /// and other clocks than `clock`, continuations of plain tasks resumed from other threads
  /// (they continue on the global pool), task priorities and real parallelism (everything runs
  /// one job at a time on one thread). The body is synchronous: an `await` inside it could not
  /// hold the thread the capture is bound to.
  ///
  /// ```swift
  /// AsyncTestScheduler.withVirtualTime { scheduler in
  ///   let model = SearchModel(clock: scheduler.clock)  // @MainActor, a Task {} per query
  ///   scheduler.schedule(at: 100) { model.search("swift") }
  ///   scheduler.advance(to: 400)  // 300 ms of quiet: the fetch starts
  ///   XCTAssertTrue(model.isLoading)
  ///   scheduler.advance(to: 500)  // the 100 ms fetch is over
  ///   XCTAssertEqual(model.results, ["results for swift"])
  /// }
  /// ```
  ///
  /// Where the Swift runtime does not export the hooks this needs (Apple's runtimes before macOS
  /// 15.4, iOS 18.4, tvOS 18.4, watchOS 11.4 and visionOS 2.4), the call fails the running test
  /// with a message naming the OS it needs and the portable path —
  /// `spawn(_:)` for the code under test and `Task.inheritingExecutor`
  /// for the tasks it starts — and then runs `body` without catching anything. Check
  /// ``isVirtualTimeScopeSupported`` to skip such a test instead.
  /// - Parameters:
  ///   - tick: the virtual time of one tick in recorded events and tick-based calls.
  ///   - fileID: the calling test's file ID, where a missing runtime hook is reported.
  ///   - filePath: the calling test's file path.
  ///   - line: the calling test's line.
  ///   - column: the calling test's column.
  ///   - body: the test, given a fresh scheduler at time zero.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws.
  public static func withVirtualTime<R>(
    tick: Duration = .milliseconds(1), fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, _ body: (AsyncTestScheduler) throws -> R
  ) rethrows -> R {
    reportIfUnsupported(
      RuntimeHooks.installation, fileID: fileID, filePath: filePath, line: line, column: column)
    return try withVirtualTime(tick: tick, jobLimit: 100_000, misuse: { preconditionFailure($0) }, body)
  }

  /// Whether this runtime lets ``withVirtualTime(tick:fileID:filePath:line:column:_:)`` catch the
  /// tasks the code under test starts: everywhere but Apple's runtimes before macOS 15.4, iOS 18.4,
  /// tvOS 18.4, watchOS 11.4 and visionOS 2.4. Tests of such code skip themselves where it is
  /// `false` (`XCTSkipUnless`, or Swift Testing's `.enabled(if:)`).
  public static var isVirtualTimeScopeSupported: Bool {
    (try? RuntimeHooks.installation.get()) != nil
  }

  /// Fails the calling test when the runtime hooks are missing.
  static func reportIfUnsupported(
    _ installation: Result<Void, RuntimeHooks.Unavailable>, fileID: String, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    guard case .failure(let unavailable) = installation else { return }
    reportFailure(unavailable.message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `withVirtualTime(tick:_:)` with the scheduler's job limit and misuse report, so that the
  /// guard rails can be tested inside a scope.
  static func withVirtualTime<R>(
    tick: Duration, jobLimit: Int, misuse: @escaping @Sendable (String) -> Void,
    _ body: (AsyncTestScheduler) throws -> R
  ) rethrows -> R {
    // Installs the hooks on first use; without them the scope catches nothing.
    _ = RuntimeHooks.installation
    let scheduler = AsyncTestScheduler(tick: tick, jobLimit: jobLimit, misuse: misuse)
    let scope = CaptureScope(executor: scheduler.executor, mainActor: .make(for: scheduler.executor))
    let outer = CaptureScope.replaceCurrent(with: scope)
    defer {
      scheduler.runUntilIdle()
      scope.mainActor.close()
      // Main-actor jobs that other threads queued between the last drive and closing.
      scheduler.runUntilIdle()
      CaptureScope.restore(outer)
      withExtendedLifetime(scope) {}
    }
    return try body(scheduler)
  }
}
