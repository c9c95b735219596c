import AsyncStyle
import AsyncStyleTestKit

extension Clock {
  /// A timer on this clock, ticking every `interval`: swift-clocks' spelling of
  /// AsyncStyle's `AsyncTimerSequence(interval:tolerance:clock:)`, for tests written against it.
  ///
  /// ```swift
  /// for await _ in clock.timer(interval: .seconds(1)) { refresh() }
  /// ```
  /// - Parameters:
  ///   - interval: the time between ticks.
  ///   - tolerance: how late a tick may be, passed to the clock's sleep.
  /// - Returns: the timer's sequence of this clock's instants.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> AsyncTimerSequence<Self> {
    AsyncTimerSequence(interval: interval, tolerance: tolerance, clock: self)
  }
}
