import Dispatch
import Foundation

extension TestScheduler {
  /// Advances the clock by `interval` seconds, running every action due on the way.
  ///
  /// ```swift
  /// scheduler.advance(by: 0.5)
  /// ```
  /// - Parameter interval: how far to move the clock, in seconds.
  public func advance(by interval: TimeInterval) {
    advance(to: currentDate.addingTimeInterval(interval))
  }

  /// Moves the clock back by `interval` without running anything, as when the user sets the
  /// device's date back; scheduled actions keep their dates, so they now lie further ahead.
  ///
  /// ```swift
  /// scheduler.rewind(by: .seconds(10))
  /// ```
  /// - Parameter interval: how far back to move the clock; not negative.
  public func rewind(by interval: DispatchTimeInterval) {
    precondition(interval.timeInterval >= 0, "rewind(by:) requires a non-negative interval")
    timeline.rewindClock(to: currentDate.addingTimeInterval(-interval.timeInterval))
  }
}
