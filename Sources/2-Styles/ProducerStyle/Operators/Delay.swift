import Foundation
import StyleInternals

extension Signal {
  /// Sends each value, and completion, `interval` seconds later on `scheduler`. A failure or an
  /// interruption is not delayed: it is delivered on `scheduler` as soon as possible, and values
  /// still waiting are dropped.
  ///
  /// ```swift
  /// signal.delay(2, on: scheduler)  // value at 1 s → value at 3 s
  /// ```
  /// - Parameters:
  ///   - interval: the delay in seconds; not negative.
  ///   - scheduler: the clock and the place of delivery.
  /// - Returns: the delayed signal.
  public func delay(_ interval: TimeInterval, on scheduler: any DateScheduler) -> Signal<Value, Error> {
    precondition(interval >= 0, "delay requires a non-negative interval")
    return lift { downstream, lifetime in DelayObserver(downstream, lifetime, scheduler, interval) }
  }
}

extension SignalProducer {
  /// Sends each value, and completion, `interval` seconds later on `scheduler`; a failure or an
  /// interruption is delivered on `scheduler` as soon as possible.
  ///
  /// ```swift
  /// SignalProducer(value: 1).delay(2, on: scheduler)  // 1 and completed at 2 s
  /// ```
  /// - Parameters:
  ///   - interval: the delay in seconds; not negative.
  ///   - scheduler: the clock and the place of delivery.
  /// - Returns: the delayed producer.
  public func delay(_ interval: TimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
    precondition(interval >= 0, "delay requires a non-negative interval")
    return lift { downstream, lifetime in DelayObserver(downstream, lifetime, scheduler, interval) }
  }
}

private final class DelayObserver<Value, Error: Swift.Error>: ScheduledObserver<Value, Value, Error>,
  // Safety: as ScheduledObserver; the other state is immutable.
  @unchecked Sendable
{
  private let clock: any DateScheduler
  private let interval: TimeInterval

  init(
    _ downstream: Signal<Value, Error>.Observer, _ lifetime: Lifetime, _ scheduler: any DateScheduler,
    _ interval: TimeInterval
  ) {
    clock = scheduler
    self.interval = interval
    super.init(downstream, lifetime, scheduler)
  }

  override func receive(_ value: Value) {
    guard isActive else { return }
    let value = Captured(value)
    clock.schedule(after: clock.currentDate.addingTimeInterval(interval)) { [self] in send(value.value) }
  }

  override func receiveCompleted() {
    clock.schedule(after: clock.currentDate.addingTimeInterval(interval)) { [self] in sendTerminal(.completed) }
  }
}
