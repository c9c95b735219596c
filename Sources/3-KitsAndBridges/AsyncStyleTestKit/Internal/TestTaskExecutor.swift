import AsyncStyle
import Dispatch
import StyleInternals

/// The task executor of an ``AsyncTestScheduler``: a first-in first-out queue of jobs that only
/// the test's own thread runs, so "idle" means exactly "the queue is empty".
///
/// Jobs may be enqueued from any thread (a continuation resumed from Dispatch lands here too);
/// they run one at a time, in order, on the thread that drains the queue. Inside a
/// `withVirtualTime` scope, main-actor jobs queue here too, in the same order, and run isolated to
/// the scope's stand-in for the main actor's executor.
package final class TestTaskExecutor: TaskExecutor {
  private struct QueuedJob {
    let job: UnownedJob
    // The serial executor the job runs isolated to: a scope's stand-in for the main actor's
    // executor, or none. A job without one runs on this task executor; one caught on its way to the
    // global executor does too (run as the global executor, its yields would escape to the pool),
    // and the runtime then hops it back once through the scope's capture when it resumes.
    let isolation: UnownedSerialExecutor?
  }

  private struct State {
    var jobs: [QueuedJob] = []
    var head = 0
    var isDraining = false
    var jobsThisDrive = 0
  }

  /// The most jobs one drive (`runUntilIdle`, `advance`, `run`) may run before it is taken for a
  /// livelock.
  let jobLimit: Int
  /// Reports misuse; stops the process unless a test of the scheduler itself replaces it.
  private let misuse: @Sendable (String) -> Void
  private let state = Lock(State())
  /// Signalled after every enqueue when a thread of its own drives the executor (an async-bodied
  /// scope), so that the thread can wait for work instead of spinning.
  private let waker: DispatchSemaphore?

  init(
    jobLimit: Int, misuse: @escaping @Sendable (String) -> Void = { preconditionFailure($0) },
    waker: DispatchSemaphore? = nil
  ) {
    precondition(jobLimit > 0, "AsyncTestScheduler: jobLimit must be positive")
    self.jobLimit = jobLimit
    self.misuse = misuse
    self.waker = waker
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    append(QueuedJob(job: UnownedJob(job), isolation: nil))
  }

  /// Queues a job bound for the global concurrent executor, caught by a `withVirtualTime` scope.
  package func enqueueCaptured(_ job: UnownedJob) {
    append(QueuedJob(job: job, isolation: nil))
  }

  /// Queues a main-actor job, to run isolated to `executor` (a scope's stand-in for the main actor).
  package func enqueueOnMainActor(_ job: UnownedJob, isolatedTo executor: UnownedSerialExecutor) {
    append(QueuedJob(job: job, isolation: executor))
  }

  private func append(_ job: QueuedJob) {
    state.withLock { $0.jobs.append(job) }
    waker?.signal()
  }

  /// The number of jobs waiting to run.
  var queuedCount: Int { state.withLock { $0.jobs.count - $0.head } }

  /// Starts a new budget of ``jobLimit`` jobs.
  package func beginDrive() {
    state.withLock { $0.jobsThisDrive = 0 }
  }

  /// Runs queued jobs on the calling thread until the queue is empty.
  /// - Returns: how many jobs ran.
  @discardableResult
  package func drain() -> Int {
    guard beginDraining() else {
      misuse(
        "AsyncTestScheduler: runUntilIdle, advance or run was called while the scheduler is already running "
          + "jobs — from code running on the scheduler (a spawned task or a sequence it records) or from "
          + "two threads at once. Drive the scheduler only from the test's own code.")
      return 0
    }
    defer { state.withLock { $0.isDraining = false } }
    var count = 0
    while let next = nextJob() {
      count += 1
      RunningTaskExecutor.run(on: self) {
        if let isolation = next.isolation {
          next.job.runSynchronously(on: isolation)
        } else {
          next.job.runSynchronously(on: asUnownedTaskExecutor())
        }
      }
    }
    return count
  }

  private func beginDraining() -> Bool {
    state.withLock { state in
      guard !state.isDraining else { return false }
      state.isDraining = true
      return true
    }
  }

  private func nextJob() -> QueuedJob? {
    let (job, ranOut) = state.withLock { state -> (QueuedJob?, Bool) in
      guard state.head < state.jobs.count else {
        state.jobs.removeAll(keepingCapacity: true)
        state.head = 0
        return (nil, false)
      }
      state.jobsThisDrive += 1
      guard state.jobsThisDrive <= jobLimit else { return (nil, true) }
      let job = state.jobs[state.head]
      state.head += 1
      return (job, false)
    }
    if ranOut {
      misuse(
        "AsyncTestScheduler: more than \(jobLimit) jobs ran in one drive without the scheduler becoming "
          + "idle. Some task keeps re-enqueuing itself without waiting on the clock (a livelock such as "
          + "`while true { await Task.yield() }`), or a timer keeps firing under run(). Use advance(to:) "
          + "for endless timers, or raise jobLimit if the work is genuinely that large.")
    }
    return job
  }
}
