/// Emits the clock's instant every `interval`, forever, starting one interval after the first
/// request.
///
/// Ticks are aligned to the start: the n-th tick is due at start + n × interval, so a slow
/// consumer gets the ticks it missed collapsed into the next one rather than a drifting schedule.
/// This differs from swift-async-algorithms' timer on purpose: overdue ticks are skipped, not
/// delivered late one after another, so a consumer that was busy does not get a burst of stale
/// ticks.
/// It never fails; cancelling the consuming task ends it (`nil`).
///
/// ```swift
/// for await _ in AsyncTimerSequence.timer(every: .seconds(1), clock: clock) { refresh() }
/// ```
public struct AsyncTimerSequence<C: Clock>: AsyncSequence {
  public typealias Element = C.Instant
  public typealias Failure = Never

  let interval: C.Duration
  let tolerance: C.Duration?
  let clock: C

  /// Creates a timer.
  /// - Parameters:
  ///   - interval: the time between ticks.
  ///   - tolerance: how late a tick may be, passed to the clock's sleep.
  ///   - clock: the clock to sleep on; inject a test clock in tests.
  public init(interval: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C) {
    self.interval = interval
    self.tolerance = tolerance
    self.clock = clock
  }

  /// Sleeps until each tick is due.
  public struct Iterator: AsyncIteratorProtocol {
    let interval: C.Duration
    let tolerance: C.Duration?
    let clock: C
    var last: C.Instant?
    var cancelled = false

    public mutating func next(isolation actor: isolated (any Actor)?) async -> C.Instant? {
      guard !cancelled else { return nil }
      let now = clock.now
      var deadline = (last ?? now).advanced(by: interval)
      while deadline < now { deadline = deadline.advanced(by: interval) }
      do {
        try await clock.sleep(until: deadline, tolerance: tolerance)
      } catch {
        cancelled = true
        return nil
      }
      last = deadline
      return clock.now
    }

    public mutating func next() async -> C.Instant? { await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(interval: interval, tolerance: tolerance, clock: clock)
  }
}

extension AsyncTimerSequence where C == ContinuousClock {
  /// A timer on the continuous clock.
  /// - Parameter interval: the time between ticks.
  /// - Returns: a sequence of the continuous clock's instants.
  public static func timer(every interval: Duration) -> AsyncTimerSequence<ContinuousClock> {
    AsyncTimerSequence(interval: interval, clock: ContinuousClock())
  }
}

extension AsyncTimerSequence {
  /// A timer on `clock`, which a test replaces with its test clock.
  /// - Parameters:
  ///   - interval: the time between ticks.
  ///   - clock: the clock to sleep on.
  /// - Returns: a sequence of the clock's instants.
  public static func timer(every interval: C.Duration, clock: C) -> AsyncTimerSequence<C> {
    AsyncTimerSequence(interval: interval, clock: clock)
  }

  /// A timer on `clock`, under swift-async-algorithms' name, so that its calls such as
  /// `chunked(by: .repeating(every: .seconds(1), clock: clock))` compile unchanged.
  ///
  /// The ticks follow this type's schedule, which skips overdue ticks where swift-async-algorithms'
  /// timer delivers them late (see ``AsyncTimerSequence``).
  /// - Parameters:
  ///   - interval: the time between ticks.
  ///   - tolerance: how late a tick may be, passed to the clock's sleep.
  ///   - clock: the clock to sleep on.
  /// - Returns: a sequence of the clock's instants.
  public static func repeating(
    every interval: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C
  )
    -> AsyncTimerSequence<C>
  {
    AsyncTimerSequence(interval: interval, tolerance: tolerance, clock: clock)
  }
}

extension AsyncTimerSequence where C == SuspendingClock {
  /// A timer on the suspending clock, as swift-async-algorithms' `repeating(every:tolerance:)`:
  /// the clock that stops while the device sleeps, so a tick missed in sleep is not made up.
  ///
  /// ```swift
  /// for await _ in AsyncTimerSequence.repeating(every: .seconds(1)) { refresh() }
  /// ```
  ///
  /// A test cannot control this clock: write `repeating(every:tolerance:clock:)` with a test clock
  /// where the ticks are to be checked.
  /// - Parameters:
  ///   - interval: the time between ticks.
  ///   - tolerance: how late a tick may be, passed to the clock's sleep.
  /// - Returns: a sequence of the suspending clock's instants.
  public static func repeating(every interval: Duration, tolerance: Duration? = nil)
    -> AsyncTimerSequence<SuspendingClock>
  {
    AsyncTimerSequence(interval: interval, tolerance: tolerance, clock: SuspendingClock())
  }
}

extension AsyncTimerSequence: Sendable where C: Sendable {}

@available(*, unavailable)
extension AsyncTimerSequence.Iterator: Sendable {}
