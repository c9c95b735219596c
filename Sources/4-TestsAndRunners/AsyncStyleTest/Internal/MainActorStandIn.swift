import AsyncStyleTestKit
import Dispatch
import StyleInternals

/// The main actor's executor as a `withVirtualTime` scope's thread sees it: main-actor jobs queue
/// on the scope's test executor, in one first-in first-out order with the scope's other jobs, and
/// run on the thread that drives it.
///
/// The runtime refers to executors without owning them, and a task suspended on the main actor
/// resumes on the executor it was suspended on, however late. So a stand-in is never released
/// (see ``make()``), and once its scope has ended it passes the jobs that still reach it on to
/// the real main executor.
final class MainActorStandIn: SerialExecutor {
  // The scope's executor while the scope is open; `nil` once it has ended.
  private let target: Lock<TestTaskExecutor?>

  private init(target: TestTaskExecutor) {
    self.target = Lock(target)
  }

  /// A stand-in for one scope, kept alive for the rest of the process.
  static func make(for executor: TestTaskExecutor) -> MainActorStandIn {
    Unmanaged.passRetained(MainActorStandIn(target: executor)).takeUnretainedValue()
  }

  /// From now on, jobs go to the real main executor.
  func close() {
    target.withLock { $0 = nil }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    // Queued under the lock, so that a job is either queued before `close()` or forwarded after it.
    let queued = target.withLock { target -> Bool in
      guard let target else { return false }
      target.enqueueOnMainActor(job, isolatedTo: asUnownedSerialExecutor())
      return true
    }
    if !queued { Self.realMainExecutor.enqueue(job) }
  }

  /// Accepts on a thread inside this stand-in's scope, where the test's thread plays the main
  /// thread (`MainActor.assumeIsolated` from the test's own code or from a job run on it).
  func checkIsolated() {
    precondition(
      CaptureScope.current?.mainActor === self,
      "MainActor.assumeIsolated: this code runs outside the AsyncTestScheduler.withVirtualTime scope that "
        + "stands in for the main actor here, or after the scope ended.")
  }

  func isIsolatingCurrentContext() -> Bool? {
    CaptureScope.current?.mainActor === self
  }

  // The main executor as the runtime answers outside every scope; read before the hooks are in
  // place (see `AsyncTestScheduler.withVirtualTime`).
  static let realMainExecutor = RealMainExecutor(MainActor.sharedUnownedExecutor)
}

/// The real main executor, for jobs that reach a stand-in after its scope ended.
struct RealMainExecutor: Sendable {
  let executor: UnownedSerialExecutor

  init(_ executor: UnownedSerialExecutor) {
    self.executor = executor
  }

  func enqueue(_ job: UnownedJob) {
    if #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *),
      let executor = executor.asSerialExecutor()
    {
      executor.enqueue(ExecutorJob(job))
    } else {
      // The main queue runs the main actor's jobs wherever the runtime cannot hand out the executor.
      let executor = executor
      DispatchQueue.main.async { job.runSynchronously(on: executor) }
    }
  }
}
