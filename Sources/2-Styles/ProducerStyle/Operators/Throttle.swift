import Foundation
import StyleInternals

extension Signal {
  /// Sends at most one value per `interval` seconds: the first value goes out at once (on
  /// `scheduler`); later values within the interval are held, and the newest one goes out when
  /// the interval since the last sent value ends.
  ///
  /// Terminal events are delivered on `scheduler` as soon as possible; a value still held is
  /// dropped.
  ///
  /// ```swift
  /// taps.throttle(1, on: scheduler)  // taps at 0, 0.2, 0.5 → 0 at 0, 0.5 at 1
  /// ```
  /// - Parameters:
  ///   - interval: the minimum time between values, in seconds; not negative.
  ///   - scheduler: the clock and the place of delivery.
  /// - Returns: the throttled signal.
  public func throttle(_ interval: TimeInterval, on scheduler: any DateScheduler) -> Signal<Value, Error> {
    precondition(interval >= 0, "throttle requires a non-negative interval")
    return lift { downstream, lifetime in ThrottleObserver(downstream, lifetime, scheduler, interval) }
  }
}

extension SignalProducer {
  /// Sends at most one value per `interval` seconds; see ``Signal/throttle(_:on:)``.
  ///
  /// ```swift
  /// refreshRequests.throttle(5, on: scheduler)
  /// ```
  /// - Parameters:
  ///   - interval: the minimum time between values, in seconds; not negative.
  ///   - scheduler: the clock and the place of delivery.
  /// - Returns: the throttled producer.
  public func throttle(_ interval: TimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
    precondition(interval >= 0, "throttle requires a non-negative interval")
    return lift { downstream, lifetime in ThrottleObserver(downstream, lifetime, scheduler, interval) }
  }
}

private struct ThrottleState<Value> {
  var previousDate: Date?
  var pending: Value?

  /// When a value received at `now` may go out: at once after a quiet interval, else when the
  /// interval since the last sent value ends (never before `now`, even after a clock change).
  func sendDate(now: Date, interval: TimeInterval) -> Date {
    guard let previousDate, previousDate <= now else { return now }
    return max(previousDate.addingTimeInterval(interval), now)
  }

  mutating func takePending(sentAt date: Date) -> Value? {
    guard let value = pending else { return nil }
    pending = nil
    previousDate = date
    return value
  }
}

private final class ThrottleObserver<Value, Error: Swift.Error>: ScheduledObserver<Value, Value, Error>,
  // Safety: as ScheduledObserver; the mutable state is behind `state`.
  @unchecked Sendable
{
  private let clock: any DateScheduler
  private let interval: TimeInterval
  private let state = Lock(ThrottleState<Value>())
  private let timer = SerialDisposable()

  init(
    _ downstream: Signal<Value, Error>.Observer, _ lifetime: Lifetime, _ scheduler: any DateScheduler,
    _ interval: TimeInterval
  ) {
    clock = scheduler
    self.interval = interval
    super.init(downstream, lifetime, scheduler)
    lifetime += timer
  }

  override func receive(_ value: Value) {
    let now = clock.currentDate
    let date = state.withLock { state in
      state.pending = value
      return state.sendDate(now: now, interval: interval)
    }
    timer.inner = clock.schedule(after: date) { [self] in
      guard isActive, let value = state.withLock({ $0.takePending(sentAt: date) }) else { return }
      send(value)
    }
  }
}
