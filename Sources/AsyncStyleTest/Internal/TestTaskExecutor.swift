import StyleInternals

/// The task executor of an ``AsyncTestScheduler``: a first-in first-out queue of jobs that only
/// the test's own thread runs, so "idle" means exactly "the queue is empty".
///
/// Jobs may be enqueued from any thread (a continuation resumed from Dispatch lands here too);
/// they run one at a time, in order, on the thread that drains the queue.
final class TestTaskExecutor: TaskExecutor {
  private struct State {
    var jobs: [UnownedJob] = []
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

  init(jobLimit: Int, misuse: @escaping @Sendable (String) -> Void = { preconditionFailure($0) }) {
    precondition(jobLimit > 0, "AsyncTestScheduler: jobLimit must be positive")
    self.jobLimit = jobLimit
    self.misuse = misuse
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    state.withLock { $0.jobs.append(job) }
  }

  /// The number of jobs waiting to run.
  var queuedCount: Int { state.withLock { $0.jobs.count - $0.head } }

  /// Starts a new budget of ``jobLimit`` jobs.
  func beginDrive() {
    state.withLock { $0.jobsThisDrive = 0 }
  }

  /// Runs queued jobs on the calling thread until the queue is empty.
  /// - Returns: how many jobs ran.
  @discardableResult
  func drain() -> Int {
    guard beginDraining() else {
      misuse(
        "AsyncTestScheduler: runUntilIdle, advance or run was called while the scheduler is already running "
          + "jobs — from code running on the scheduler (a spawned task or a sequence it records) or from "
          + "two threads at once. Drive the scheduler only from the test's own code.")
      return 0
    }
    defer { state.withLock { $0.isDraining = false } }
    var count = 0
    while let job = nextJob() {
      count += 1
      job.runSynchronously(on: asUnownedTaskExecutor())
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

  private func nextJob() -> UnownedJob? {
    let (job, ranOut) = state.withLock { state -> (UnownedJob?, Bool) in
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
