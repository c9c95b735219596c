/// Debounce's timer rule: one timer per quiet period, not one per element.
///
/// An element that arrives while the period's timer is set only moves the period's end; when the
/// timer fires before that end, the caller sets it again for the rest of the period, and when it
/// fires at the end, the waiting element goes out. A burst of elements then costs one timer,
/// where a timer per element would cost a schedule and a cancellation each.
///
/// The value decides; the caller keeps the waiting element, the clock and the timer, so the same
/// rule serves Rx's `DebounceSink` on a scheduler and the async debounce on its alarm. Not
/// generic, so that unspecialised generic code pays no metadata lookup to use it.
///
/// ```swift
/// var period = QuietPeriod()
/// if period.restart() { setTimer() }  // an element arrived; later elements only move the end
/// switch period.timerFired(endIsAhead: now < end) {
/// case .nothingWaits: break
/// case .setAgain: setTimer()
/// case .ended: sendWaitingElement()
/// }
/// ```
@usableFromInline
package struct QuietPeriod: Sendable {
  /// Whether an element waits for the period to end.
  @usableFromInline package private(set) var isWaiting = false
  /// Whether a timer is set for the period.
  @usableFromInline package private(set) var isTimerSet = false

  /// A period with nothing waiting and no timer.
  @inlinable
  package init() {}

  /// What the caller does when the period's timer fires.
  @usableFromInline
  package enum Expiry: Sendable {
    /// Nothing waits (the source ended the period early): the timer is spent.
    case nothingWaits
    /// The period's end lies ahead: set the timer again for the rest.
    case setAgain
    /// The period is over: send the waiting element.
    case ended
  }

  /// An element arrived and starts the period anew; the caller keeps the element and moves the
  /// period's end.
  /// - Returns: whether the caller sets a timer: only when none is set for the period yet.
  @inlinable
  package mutating func restart() -> Bool {
    isWaiting = true
    defer { isTimerSet = true }
    return !isTimerSet
  }

  /// The period's timer fired.
  /// - Parameter endIsAhead: whether the period's end is still ahead, because an element moved it
  ///   after the timer was set; read only when an element waits.
  /// - Returns: what the caller does next.
  @inlinable
  package mutating func timerFired(endIsAhead: @autoclosure () -> Bool) -> Expiry {
    guard isWaiting else {
      isTimerSet = false
      return .nothingWaits
    }
    if endIsAhead() { return .setAgain }
    isWaiting = false
    isTimerSet = false
    return .ended
  }

  /// The source ended (completed or failed) inside the period, whose timer may still be set.
  /// - Returns: whether an element was waiting; the caller sends or drops it.
  @inlinable
  package mutating func close() -> Bool {
    defer { isWaiting = false }
    return isWaiting
  }
}
