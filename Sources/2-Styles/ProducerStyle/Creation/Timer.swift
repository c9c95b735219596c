import Dispatch
import Foundation

extension SignalProducer where Value == Date, Error == Never {
  /// A producer that sends the scheduler's date every `interval`, starting one interval after
  /// each start, until the run is disposed. The leeway is a tenth of the interval.
  ///
  /// ```swift
  /// SignalProducer.timer(interval: .seconds(1), on: scheduler).take(first: 3)  // at 1, 2, 3 s
  /// ```
  /// - Parameters:
  ///   - interval: the time between dates; positive.
  ///   - scheduler: the clock, and where the dates are sent.
  /// - Returns: a producer of dates that never terminates by itself.
  public static func timer(
    interval: DispatchTimeInterval, on scheduler: any DateScheduler
  ) -> SignalProducer<Date, Never> {
    timer(interval: interval, on: scheduler, leeway: interval.scaled(by: 0.1))
  }

  /// A producer that sends the scheduler's date every `interval`, starting one interval after
  /// each start, with the given leeway.
  ///
  /// ```swift
  /// SignalProducer.timer(interval: .milliseconds(16), on: scheduler, leeway: .milliseconds(1))
  /// ```
  /// - Parameters:
  ///   - interval: the time between dates; positive.
  ///   - scheduler: the clock, and where the dates are sent.
  ///   - leeway: how late a date may be sent, which lets the system group timers.
  /// - Returns: a producer of dates that never terminates by itself.
  public static func timer(
    interval: DispatchTimeInterval, on scheduler: any DateScheduler, leeway: DispatchTimeInterval
  ) -> SignalProducer<Date, Never> {
    precondition(interval.timeInterval > 0, "timer requires a positive interval")
    precondition(leeway.timeInterval >= 0, "timer requires a non-negative leeway")
    return SignalProducer({ observer, lifetime in
      let first = scheduler.currentDate.adding(interval)
      lifetime += scheduler.schedule(after: first, interval: interval, leeway: leeway) {
        observer.send(value: scheduler.currentDate)
      }
    })
  }
}
