import StyleInternals

/// A clock whose sleeps return at once, moving its time to their deadline — for tests that do
/// not care when things happen, only what happens.
///
/// A sleep checks for cancellation, moves ``now`` to its deadline (never backwards) and yields
/// once. Time-based operators lose their meaning with it: a debounce that sleeps on an immediate
/// clock lets every element through. To check timing, use ``AsyncTestScheduler`` and its
/// ``TestClock``.
///
/// ```swift
/// let model = LoginModel(clock: ImmediateClock())
/// let result = try await model.logIn()  // its 2-second retry delay passes at once
/// ```
public final class ImmediateClock: Clock, Sendable {
  /// A point on the immediate clock: the time slept so far.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// The time since the clock was made.
    public var offset: Swift.Duration

    /// The instant `offset` after the clock was made; `Instant()` is the start.
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
  }

  private let current: Lock<Instant>

  /// Creates a clock reading `now`.
  public init(now: Instant = Instant(offset: .zero)) {
    current = Lock(now)
  }

  /// The time slept so far.
  public var now: Instant { current.withLock { $0 } }

  /// Zero: any deadline is kept exactly.
  public var minimumResolution: Swift.Duration { .zero }

  /// Moves ``now`` to `deadline` and yields once.
  /// - Throws: `CancellationError` when the task is cancelled; time then does not move.
  public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in now = max(now, deadline) }
    await Task.yield()
  }
}
