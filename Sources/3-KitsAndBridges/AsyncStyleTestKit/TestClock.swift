/// A clock whose time moves only when its ``AsyncTestScheduler`` is advanced.
///
/// Inject it wherever the code under test takes a `Clock`; a task sleeping on it stays suspended
/// until the test advances the scheduler past its deadline. Sleepers wake in deadline order, and
/// sleepers with the same deadline wake in the order they started sleeping. Cancelling a sleeping
/// task removes its sleeper and the sleep throws `CancellationError`.
///
/// A deadline that has come follows one of two rules, set when the clock is made:
/// - the clock of an ``AsyncTestScheduler`` (`scheduler.clock`): a sleep whose deadline is at or
///   before ``now`` does not wait for an advance. The task yields once to the test executor,
///   behind the jobs already queued, and then returns (or throws `CancellationError` if the task
///   is cancelled). So `sleep(for: .zero)` is a suspension point but never moves time, and a
///   synchronous `runUntilIdle()` runs past it.
/// - a clock made with ``init(now:)``, as swift-clocks' tests make theirs: a sleep whose deadline
///   is exactly ``now`` suspends until the next `advance`, even `advance(by: .zero)`, as
///   swift-clocks' `TestClock` does; a deadline before ``now`` returns at once, without yielding.
///
/// A task that is not running on the scheduler may sleep on the clock too, but when it wakes it
/// resumes on its own executor and the scheduler does not wait for it; start such code with
/// ``AsyncTestScheduler/spawn(_:)->TestTask<Success,Never>`` to keep it deterministic.
///
/// There are two ways to drive it. A synchronous test advances its ``AsyncTestScheduler``; an
/// async test awaits the clock itself, with the calls swift-clocks' `TestClock` has —
/// `advance(by:)`, `advance(to:)`, `run(timeout:fileID:filePath:line:column:)`,
/// `checkSuspension()` — which are exact inside a virtual-time scope.
///
/// ```swift
/// let scheduler = AsyncTestScheduler()
/// let model = SearchModel(clock: scheduler.clock)
/// scheduler.advance(by: .milliseconds(300))
/// ```
public struct TestClock: Clock {
  /// A point on the test clock: the virtual time passed since the scheduler started.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time since the start of the clock.
    public var offset: Swift.Duration

    /// The instant `offset` after the start of the clock; `Instant()` is the start.
    public init(offset: Swift.Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` after this one.
    public func advanced(by duration: Swift.Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Swift.Duration {
      other.offset - offset
    }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, as in `0.3 seconds`.
    public var description: String { "\(offset)" }
  }

  package let scheduler: AsyncTestScheduler

  init(scheduler: AsyncTestScheduler) {
    self.scheduler = scheduler
  }

  /// Creates a clock of its own, reading `now`, with a scheduler of its own behind it: the clock
  /// that swift-clocks' tests make with `TestClock()`.
  ///
  /// Its async calls (`advance(by:)`, `run(timeout:fileID:filePath:line:column:)`, …) are exact
  /// inside a virtual-time scope (`AsyncTestScheduler.withVirtualTime` with an async body,
  /// `withMainSerialExecutor`, the `.virtualTime` trait). Outside any scope they first let the
  /// tasks the test started on the global pool reach their sleeps by yielding, as swift-clocks
  /// does, then run the woken work on the calling thread (see `advance(to:)`).
  ///
  /// A sleep until exactly ``now`` on this clock waits for the next advance, as on swift-clocks'
  /// clock (see the type's description).
  /// - Parameter now: the clock's time at the start.
  public init(now: Instant = Instant()) {
    self.init(
      scheduler: AsyncTestScheduler(
        tick: .milliseconds(1), jobLimit: 100_000, misuse: { preconditionFailure($0) }, start: now.offset,
        sleepAtNowWaitsForAdvance: true))
  }

  /// The current virtual time.
  public var now: Instant { scheduler.now }

  /// The smallest step of the clock: one attosecond, so any deadline is kept exactly.
  public var minimumResolution: Swift.Duration { .zero }

  /// Suspends until the scheduler's time reaches `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: when to wake; at or before ``now``, see the type's description.
  ///   - tolerance: ignored; the test clock wakes sleepers exactly on time.
  /// - Throws: `CancellationError` when the task is cancelled before or while sleeping.
  public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
    try await scheduler.sleep(until: deadline)
  }
}
