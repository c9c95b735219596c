import AsyncStyle
import Dispatch
import VirtualTime

/// Deterministic virtual time for Swift concurrency: a task executor whose job queue the test
/// drains itself, and a ``TestClock`` whose sleepers wake only when the test advances time.
///
/// Code under test runs on the scheduler when it is started by ``spawn(_:)->TestTask<Success,Never>`` or
/// ``record(_:)``, or when a task running there starts more work (child tasks, `async let`, task
/// groups, default actors, `Task.inheritingExecutor`). Such work runs only inside the scheduler's
/// drive calls, on the calling thread, one job at a time, first-in first-out:
/// - ``runUntilIdle()`` runs queued jobs until none is left;
/// - ``advance(by:)`` and ``advance(to:)-(TestClock.Instant)`` run until idle, then repeatedly
///   wake the earliest sleeper or scheduled action due no later than the target (ties in order of
///   registration), moving ``now`` to its time and running until idle again; then set ``now`` to
///   the target;
/// - ``run()`` does the same until no sleeper or scheduled action is left.
///
/// Times in ticks — the ``AsyncRecorded`` events, ``schedule(at:_:)-(Int,_)``,
/// ``advance(to:)-(Int)`` — count ``tick``s from the start; with the default tick of one
/// millisecond, `.next(150, "a")` arrived 150 ms after the start.
///
/// The name says *async*: this is not the Rx style's `TestScheduler`, so a test may import
/// both testing modules.
///
/// ```swift
/// let scheduler = AsyncTestScheduler()
/// let model = SearchModel(clock: scheduler.clock)
/// let results = scheduler.record(model.results)
/// scheduler.schedule(at: 100) { model.query = "sw" }
/// scheduler.schedule(at: 200) { model.query = "swift" }
/// scheduler.advance(to: 1000)
/// XCTAssertEqual(results.events, [.next(500, ["swift"])])
/// ```
///
/// The scheduler holds no global state: each test makes its own, and tests may run in parallel.
/// Not deterministic on it: plain `Task {}` and `Task.detached` inside the code under test and
/// `@MainActor` code — test those inside `withVirtualTime(tick:_:)` — and, anywhere,
/// `Task.sleep` and real clocks, Dispatch and Foundation timers.
public final class AsyncTestScheduler: Sendable {
  /// The virtual time one tick stands for.
  public let tick: Duration

  package let executor: TestTaskExecutor
  package let timeline: VirtualTimeline<Duration>
  /// Whether a sleep whose deadline is exactly ``now`` waits for the next advance (the rule of
  /// swift-clocks' `TestClock`, kept by `TestClock(now:)`) instead of yielding once and returning.
  package let sleepAtNowWaitsForAdvance: Bool
  /// The sleepers a drive outside any scope has woken and waits to see leave their sleep.
  package let handoff = WakeHandoff()

  /// Creates a scheduler at time zero.
  /// - Parameters:
  ///   - tick: the virtual time of one tick in recorded events and tick-based calls.
  ///   - jobLimit: the most jobs one drive call may run; past it the scheduler stops the test
  ///     with a message about a livelock instead of hanging.
  public convenience init(tick: Duration = .milliseconds(1), jobLimit: Int = 100_000) {
    self.init(tick: tick, jobLimit: jobLimit, misuse: { preconditionFailure($0) })
  }

  /// Creates a scheduler that reports misuse (re-entrant driving, a livelock) to `misuse`
  /// instead of stopping the process, so that the guard rails themselves can be tested.
  package init(
    tick: Duration, jobLimit: Int, misuse: @escaping @Sendable (String) -> Void, start: Duration = .zero,
    waker: DispatchSemaphore? = nil, sleepAtNowWaitsForAdvance: Bool = false
  ) {
    precondition(tick > .zero, "AsyncTestScheduler: tick must be positive")
    self.tick = tick
    self.sleepAtNowWaitsForAdvance = sleepAtNowWaitsForAdvance
    let executor = TestTaskExecutor(jobLimit: jobLimit, misuse: misuse, waker: waker)
    self.executor = executor
    timeline = VirtualTimeline(start: start)
    timeline.afterEachAction { executor.drain() }
  }

  /// Creates a scheduler whose sleepers and actions wait on `base`, a timeline shared with the
  /// other styles' test schedulers. Every action of the shared timeline,
  /// whichever style scheduled it, is followed by running this scheduler's jobs until idle, so
  /// that a task woken by another style's work runs at that same instant.
  package init(tick: Duration = .milliseconds(1), jobLimit: Int = 100_000, sharing base: VirtualTimeline<Duration>) {
    precondition(tick > .zero, "AsyncTestScheduler: tick must be positive")
    self.tick = tick
    sleepAtNowWaitsForAdvance = false
    let executor = TestTaskExecutor(jobLimit: jobLimit)
    self.executor = executor
    timeline = base
    base.afterEachAction { executor.drain() }
  }

  /// The clock to inject into the code under test.
  public var clock: TestClock { TestClock(scheduler: self) }

  /// The current virtual time.
  public var now: TestClock.Instant { TestClock.Instant(offset: timeline.now) }

  /// The current virtual time in ticks, rounded down.
  public var currentTick: Int { ticks(at: now) }

  /// The number of sleepers and scheduled actions waiting for their time.
  public var pendingCount: Int { timeline.pendingCount }

  /// The number of jobs waiting to run on the scheduler's executor.
  public var queuedJobCount: Int { executor.queuedCount }

  /// When the earliest sleeper or scheduled action is due.
  public var nextDeadline: TestClock.Instant? { timeline.nextDueTime.map(TestClock.Instant.init(offset:)) }

  /// The executor that spawned work prefers; pass it to `Task(executorPreference:)` or
  /// `withTaskExecutorPreference(_:operation:)` to run other work deterministically.
  public var taskExecutor: any TaskExecutor { executor }

  /// Runs queued jobs on the calling thread until the queue is empty; time does not move.
  public func runUntilIdle() {
    executor.beginDrive()
    executor.drain()
  }

  /// Runs until idle, then wakes everything due within `duration` in time order (see the type's
  /// description) and moves ``now`` forward by `duration`.
  /// - Parameter duration: how far to move; must not be negative.
  public func advance(by duration: Duration) {
    precondition(duration >= .zero, "AsyncTestScheduler: advance(by:) needs a non-negative duration")
    advance(to: now.advanced(by: duration))
  }

  /// Runs until idle, then wakes everything due no later than `deadline` in time order and moves
  /// ``now`` to `deadline`. A deadline in the past only runs until idle.
  public func advance(to deadline: TestClock.Instant) {
    executor.beginDrive()
    executor.drain()
    timeline.advance(to: deadline.offset)
  }

  /// ``advance(to:)-(TestClock.Instant)`` with the deadline in ticks.
  public func advance(to tick: Int) {
    advance(to: instant(atTick: tick))
  }

  /// Runs until idle and wakes sleepers and scheduled actions in time order until none is left;
  /// ``now`` ends at the last one's time.
  ///
  /// A timer that re-arms forever never lets `run()` finish: the job limit stops it. Use
  /// ``advance(to:)-(TestClock.Instant)`` for such code.
  public func run() {
    executor.beginDrive()
    executor.drain()
    timeline.run()
  }

  /// Runs `action` on the driving thread when time reaches `tick`, after the sleepers and actions
  /// already due then, and runs until idle afterwards. Use it for synchronous inputs:
  /// `scheduler.schedule(at: 100) { model.tap() }`.
  /// - Parameters:
  ///   - tick: when to run, in ticks; a time in the past runs at the next advance.
  ///   - action: the input; it runs on the thread that advances the scheduler (the test's own).
  public func schedule(at tick: Int, _ action: @escaping () -> Void) {
    schedule(at: instant(atTick: tick), action)
  }

  /// Runs `action` on the driving thread when time reaches `instant`, then runs until idle.
  public func schedule(at instant: TestClock.Instant, _ action: @escaping () -> Void) {
    let action = DrivingThreadAction(action)
    scheduleDraining(at: instant) { action.run() }
  }

  /// Schedules `action` at `instant` on the timeline, which runs this scheduler's jobs until
  /// idle after every action (see the initialisers), so no wrapping closure is allocated here.
  @discardableResult
  func scheduleDraining(at instant: TestClock.Instant, _ action: @escaping @Sendable () -> Void) -> TimelineID {
    timeline.schedule(at: instant.offset, action)
  }

  /// The instant `tick` ticks after the start.
  public func instant(atTick tick: Int) -> TestClock.Instant {
    TestClock.Instant(offset: self.tick * tick)
  }

  /// The number of whole ticks from the start to `instant`.
  public func ticks(at instant: TestClock.Instant) -> Int {
    Int(instant.offset.attoseconds / tick.attoseconds)
  }

  // Nonsending: a sleep's bookkeeping runs on the caller's executor, without two hops per sleep.
  nonisolated(nonsending) func sleep(until deadline: TestClock.Instant) async throws {
    let now = timeline.now
    if sleepAtNowWaitsForAdvance, deadline.offset < now {
      try Task.checkCancellation()
      return
    }
    if !sleepAtNowWaitsForAdvance, deadline.offset <= now {
      await Task.yield()
      try Task.checkCancellation()
      return
    }
    let sleeper = Sleeper()
    let handoff = handoff
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { continuation in
        guard sleeper.wait(with: continuation) else { return }
        let id = scheduleDraining(at: deadline) {
          let wakeID = handoff.expectWake()
          if !sleeper.wake(reportingAs: wakeID), let wakeID { handoff.forget(wakeID) }
        }
        if !sleeper.attach(id) { timeline.cancel(id) }
      }
    } onCancel: {
      if let id = sleeper.cancel() { timeline.cancel(id) }
    }
    // Woken by a drive that waits for this task: if the task went on away from the drive (it was
    // still suspending when woken), it moves onto the drive's executor before its next step.
    if let wakeID = sleeper.wakeID,
      handoff.arrive(wakeID, onDrive: RunningTaskExecutor.current.map { $0 as AnyObject === executor } ?? false)
    {
      await withTaskExecutorPreference(executor) { handoff.moved(wakeID) }
    }
  }
}

/// A test's closure carried onto the virtual timeline.
// Safety: timeline actions run only inside a drive call (advance, run) made by the test's own
// code, which waits for them; so the closure never runs concurrently with the code that made it.
private struct DrivingThreadAction: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}
