import AsyncStyleTestKit
import StyleInternals
import StyleTestReporting

extension AsyncTestScheduler {
  /// The scheduler of the async-bodied ``withVirtualTime(tick:isolation:_:)``
  /// scope the current task runs in, or of the `.virtualTime` trait's test; `nil` outside them.
  ///
  /// ```swift
  /// @Test(.virtualTime) func refreshes() async {
  ///   let clock = AsyncTestScheduler.current!.clock
  ///   …
  /// }
  /// ```
  @TaskLocal public static var current: AsyncTestScheduler?

  /// Runs an async `body` with a fresh scheduler, on virtual time: the body's own awaits and every
  /// job started inside it run one at a time on the scope's thread, so `await model.load()` then
  /// `await scheduler.clock.advance(by: .seconds(1))` is exact without any yielding.
  ///
  /// The body runs as a task on the scheduler's executor, driven by a thread of the scope's own
  /// (the calling task only waits). Every job of the scope queues on that executor and runs in
  /// first-in first-out order: the body's, its child tasks', `Task {}` and `Task.detached` started
  /// inside, continuations resumed by them, default actors they call, and main-actor jobs — those
  /// run isolated to a stand-in for the main actor's executor, so `MainActor.assumeIsolated` holds,
  /// but on the scope's thread, not the process's main thread.
  ///
  /// The clock's async calls — `TestClock.advance(by:)`, `TestClock.advance(to:)`,
  /// `TestClock.run(timeout:fileID:filePath:line:column:)`, `TestClock.checkSuspension()` — wait
  /// until no job of the scope is queued, so every task started so far has run until it waits,
  /// then wake the sleepers due at the next instant and run until idle again, instant by instant. A
  /// sleep registered by the woken work before the target is reached is always seen.
  ///
  /// Scopes are independent: tests in parallel, each with its own scope, never see each other's
  /// jobs, and work started outside any scope runs on the real executors. A task of the scope that
  /// is resumed from elsewhere — a Dispatch queue, `Task.sleep` or another real clock, a
  /// `URLSession` callback — runs its next step on the global pool, beside the scope; the next job
  /// it starts or hops to comes back to the scope, and the scope reports a test failure when it
  /// ends, naming how many jobs came back that way. A step that starts nothing is not seen. Inject
  /// the scheduler's `clock` instead of sleeping on a real one.
  ///
  /// When `body` returns, the jobs still queued run until idle without moving time, and main-actor
  /// jobs that arrive later go to the real main executor.
  ///
  /// ```swift
  /// let names = await AsyncTestScheduler.withVirtualTime { scheduler in
  ///   let model = FeatureModel(clock: scheduler.clock)
  ///   await model.load()  // starts a Task {} that sleeps one second
  ///   await scheduler.clock.advance(by: .seconds(1))
  ///   return model.names
  /// }
  /// ```
  /// - Parameters:
  ///   - tick: the virtual time of one tick in recorded events and tick-based calls.
  ///   - isolation: the caller's actor, inferred; a `@MainActor` test's body runs isolated to the
  ///     scope's stand-in for the main actor.
  ///   - fileID: where an escape is reported, for Swift Testing.
  ///   - filePath: where an escape is reported.
  ///   - line: where an escape is reported.
  ///   - column: where an escape is reported, for Swift Testing.
  ///   - body: the test, given a fresh scheduler at time zero; ``current`` is that scheduler.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws.
  public static func withVirtualTime<R, Failure: Error>(
    tick: Duration = .milliseconds(1), isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: (AsyncTestScheduler) async throws(Failure) -> R
  ) async throws(Failure) -> R {
    reportIfUnsupported(
      RuntimeHooks.installation, fileID: "\(fileID)", filePath: filePath, line: line, column: column)
    let (outcome, escapes) = await withoutActuallyEscaping(body) { body in
      // Captured, the caller's actor isolates this closure too, so the body stays in its region.
      _ = isolation
      return await runScope(tick: tick, ScopeBody(run: body))
    }
    if escapes > 0 {
      reportFailure(
        "AsyncTestScheduler.withVirtualTime: tasks of this scope ran outside it and started \(escapes) job(s) "
          + "there: something outside the scope (a Dispatch queue, Task.sleep or another real clock, a Foundation "
          + "callback) resumed them on the global pool, so what they did next raced the scope. Inject the "
          + "scheduler's clock instead of sleeping on a real one.",
        fileID: "\(fileID)", filePath: filePath, line: line, column: column)
    }
    return try outcome.get()
  }

  private static func runScope<R, Failure: Error>(
    tick: Duration, _ body: ScopeBody<R, Failure>
  ) async -> (Result<R, Failure>, escapes: Int) {
    // Installs the hooks on first use; without them (reported above) the scope catches nothing.
    _ = RuntimeHooks.installation
    let driver = ScopeDriver()
    let scheduler = AsyncTestScheduler(
      tick: tick, jobLimit: 100_000, misuse: { preconditionFailure($0) }, waker: driver.waker)
    let scope = CaptureScope(executor: scheduler.executor, mainActor: .make(for: scheduler.executor), driver: driver)
    let outcome = Outcome<R, Failure>()
    let task = Task(executorPreference: scheduler.executor) {
      let result = await $current.withValue(scheduler) {
        await CaptureScope.$ofTask.withValue(scope) { await catching(body.run, scheduler) }
      }
      outcome.store(result)
      driver.finish()
    }
    await withUnsafeContinuation { (done: UnsafeContinuation<Void, Never>) in
      driver.start(scope) { done.resume() }
    }
    withExtendedLifetime(task) {}
    return (outcome.take(), scope.escapeCount)
  }
}

/// A scope's body, carried onto the scope's task.
// Safety: the task calls it once, and `withVirtualTime` waits for the scope's thread to end (the
// task has returned by then) before it returns, so the closure never runs beside its caller nor
// outlives the call.
private struct ScopeBody<R, Failure: Error>: @unchecked Sendable {
  let run: (AsyncTestScheduler) async throws(Failure) -> R
}

/// Calls `body`, keeping its typed error in the result.
private func catching<R, Failure: Error>(
  _ body: (AsyncTestScheduler) async throws(Failure) -> R, _ scheduler: AsyncTestScheduler
) async -> Result<R, Failure> {
  do throws(Failure) {
    return .success(try await body(scheduler))
  } catch {
    return .failure(error)
  }
}

/// The result of a scope's body, handed from the body's task to the caller.
// Safety: stored once by the body's task before the scope's thread ends, and taken by the caller
// only after that thread has ended, so the two never touch it at once.
private final class Outcome<R, Failure: Error>: @unchecked Sendable {
  private let value = Lock<Result<R, Failure>?>(nil)

  func store(_ result: Result<R, Failure>) {
    value.withLock { $0 = result }
  }

  func take() -> Result<R, Failure> {
    guard let result = value.withLock({ $0 }) else {
      preconditionFailure("AsyncTestScheduler.withVirtualTime: the scope ended before its body returned")
    }
    return result
  }
}
