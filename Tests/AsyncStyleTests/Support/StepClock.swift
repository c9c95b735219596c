import AsyncStyleTest

/// A clock whose durations are whole steps rather than `Swift.Duration`, over a test scheduler's
/// virtual time (one step is one tick): it checks that the time-based operators take any clock.
struct StepClock: Clock {
  /// A number of steps.
  struct Steps: DurationProtocol, Hashable {
    var count: Int

    static var zero: Steps { Steps(count: 0) }
    static func + (lhs: Steps, rhs: Steps) -> Steps { Steps(count: lhs.count + rhs.count) }
    static func - (lhs: Steps, rhs: Steps) -> Steps { Steps(count: lhs.count - rhs.count) }
    static func < (lhs: Steps, rhs: Steps) -> Bool { lhs.count < rhs.count }
    static func * (lhs: Steps, rhs: Int) -> Steps { Steps(count: lhs.count * rhs) }
    static func / (lhs: Steps, rhs: Int) -> Steps { Steps(count: lhs.count / rhs) }
    static func / (lhs: Steps, rhs: Steps) -> Double { Double(lhs.count) / Double(rhs.count) }
  }

  /// The step at which something happens.
  struct Instant: InstantProtocol, Hashable {
    var step: Int

    func advanced(by duration: Steps) -> Instant { Instant(step: step + duration.count) }
    func duration(to other: Instant) -> Steps { Steps(count: other.step - step) }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.step < rhs.step }
  }

  let scheduler: AsyncTestScheduler

  var now: Instant { Instant(step: scheduler.currentTick) }
  var minimumResolution: Steps { Steps(count: 1) }

  /// Waits on the test scheduler's virtual clock until the tick numbered like the step.
  func sleep(until step: Instant, tolerance: Steps?) async throws { try await scheduler.clock.sleep(until: at(step)) }

  /// The test clock's instant at the tick numbered like `instant`'s step.
  private func at(_ instant: Instant) -> TestClock.Instant { scheduler.instant(atTick: instant.step) }
}

extension DurationProtocol where Self == StepClock.Steps {
  /// `count` steps of a ``StepClock``.
  static func steps(_ count: Int) -> StepClock.Steps { StepClock.Steps(count: count) }
}
