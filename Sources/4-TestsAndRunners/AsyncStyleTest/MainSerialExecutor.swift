import AsyncStyleTestKit
import Dispatch
import StyleInternals

// swift-format-ignore-file: AmbiguousTrailingClosureOverload
// The async and synchronous forms share swift-concurrency-extras' name; the closure's `await`s choose.

/// Runs `operation` with every job it starts executed serially, one at a time in the order they
/// were started: the name swift-concurrency-extras gives it, with a scope of its own per call.
///
/// It is `AsyncTestScheduler.withVirtualTime(tick:isolation:_:)`
/// without the scheduler: `operation`, its child tasks, the `Task {}` and `Task.detached` it starts
/// and their main-actor jobs all run on the scope's thread, first in first out, so a
/// `Task.yield()` lets every task started before it run first. Unlike swift-concurrency-extras,
/// nothing is captured process-wide: tests that run in parallel, each in its own call, do not
/// share an executor, and the main-actor jobs run on the scope's thread (isolated to a stand-in
/// for the main actor's executor), not on the process's main thread. A `TestClock` awaited inside
/// it is exact (see `TestClock.advance(by:)`).
///
/// ```swift
/// await withMainSerialExecutor {
///   let model = FeatureModel(clock: clock)
///   model.refreshTapped()  // starts a Task {}
///   await clock.advance(by: .seconds(1))
///   XCTAssertEqual(model.count, 1)
/// }
/// ```
/// - Parameters:
///   - isolation: the caller's actor, inferred.
///   - operation: the test.
/// - Throws: what `operation` throws.
public func withMainSerialExecutor<Failure: Error>(
  isolation: isolated (any Actor)? = #isolation, operation: () async throws(Failure) -> Void
) async throws(Failure) {
  try await AsyncTestScheduler.withVirtualTime { (_) async throws(Failure) in try await operation() }
}

/// Runs the synchronous `operation` — typically XCTest's `super.invokeTest()` — with the jobs it
/// starts executed serially on a thread of the scope's own, first in first out.
///
/// ```swift
/// override func invokeTest() {
///   withMainSerialExecutor { super.invokeTest() }
/// }
/// ```
/// The calling thread's jobs (the async test's task that XCTest starts, among others) queue on the
/// scope; when `operation` returns, the jobs still queued run, and later ones go to the real
/// executors.
/// - Parameter operation: the work to run.
/// - Throws: what `operation` throws.
public func withMainSerialExecutor<Failure: Error>(operation: () throws(Failure) -> Void) throws(Failure) {
  let serial = SerialScope(unchecked: false)
  let outer = CaptureScope.replaceCurrent(with: serial.scope)
  defer {
    CaptureScope.restore(outer)
    serial.finishAndWait()
  }
  try operation()
}

/// Whether the jobs the current thread starts run serially on a scope's thread; setting it opens or
/// ends such a scope, without a closure around the code.
///
/// The name is swift-concurrency-extras'. There it switches every job of the process to the main
/// actor; here `true` opens a scope like the synchronous `withMainSerialExecutor`'s
/// for the current thread and the tasks it starts (the test's own task follows as soon as it
/// resumes from them), and `false` ends the scope it opened. Set from inside a task, the thread
/// captures only that task's jobs: it is a pool thread, which runs other work once the task has
/// moved on. Prefer the closure forms, which say where the scope ends.
public var uncheckedUseMainSerialExecutor: Bool {
  get { CaptureScope.capturing?.driver != nil }
  set {
    if newValue {
      guard !uncheckedUseMainSerialExecutor else { return }
      // Kept for the rest of the process: the thread that set the flag keeps pointing at the scope
      // (it may be a pool thread that `false` never runs on), and finds it closed once it ended.
      let scope = Unmanaged.passRetained(SerialScope(unchecked: true).scope).takeUnretainedValue()
      _ = CaptureScope.replaceCurrent(with: scope)
      CaptureScope.restrictCurrentToRunningTask()
    } else if let scope = CaptureScope.capturing, let driver = scope.driver, driver.isUnchecked {
      // The thread that set it may be another one now; it finds the scope closed.
      scope.close()
      driver.finish()
    }
  }
}

/// A scope without a visible scheduler, whose thread runs from its creation until it is finished.
struct SerialScope {
  let scope: CaptureScope
  private let exited = DispatchSemaphore(value: 0)

  init(unchecked: Bool) {
    // Installs the hooks on first use; without them the scope catches nothing.
    _ = RuntimeHooks.installation
    let driver = ScopeDriver(unchecked: unchecked)
    let scheduler = AsyncTestScheduler(
      tick: .milliseconds(1), jobLimit: 100_000, misuse: { preconditionFailure($0) }, waker: driver.waker)
    scope = CaptureScope(executor: scheduler.executor, mainActor: .make(for: scheduler.executor), driver: driver)
    let exited = exited
    driver.start(scope) { [scheduler] in
      withExtendedLifetime(scheduler) {}
      exited.signal()
    }
  }

  /// Lets the scope's thread run the queued jobs, close the scope and end; waits for it.
  func finishAndWait() {
    scope.driver?.finish()
    exited.wait()
  }
}
