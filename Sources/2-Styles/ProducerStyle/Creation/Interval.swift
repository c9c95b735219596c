import Dispatch
import Foundation
import StyleInternals

extension SignalProducer where Error == Never {
  /// A producer that sends the elements of `values` one per `interval`, the first one interval
  /// after each start, and completes one interval after the last.
  ///
  /// ```swift
  /// SignalProducer.interval(["a", "b"], interval: .seconds(1), on: scheduler)
  /// // "a" at 1 s, "b" at 2 s, completed at 3 s
  /// ```
  /// - Parameters:
  ///   - values: the values to send; an endless sequence never completes.
  ///   - interval: the time between values; positive.
  ///   - scheduler: the clock, and where the values are sent.
  /// - Returns: a producer pacing `values`.
  public static func interval<S: Sequence>(
    _ values: S, interval: DispatchTimeInterval, on scheduler: any DateScheduler
  ) -> SignalProducer<Value, Never> where S.Element == Value {
    precondition(interval.timeInterval > 0, "interval requires a positive interval")
    let makeIterator = Captured({ AnyIterator(values.makeIterator()) })
    return SignalProducer({ observer, lifetime in
      let iterator = IteratorBox(makeIterator.value())
      let first = scheduler.currentDate.adding(interval)
      lifetime += scheduler.schedule(after: first, interval: interval, leeway: interval.scaled(by: 0.1)) {
        if let value = iterator.next() {
          observer.send(value: value)
        } else {
          observer.sendCompleted()
        }
      }
    })
  }
}

extension SignalProducer where Error == Never, Value == Int {
  /// A producer that counts 0, 1, 2, … one number per `interval`, the first one interval after
  /// each start, until the start is disposed.
  ///
  /// ```swift
  /// SignalProducer.interval(.seconds(1), on: scheduler).take(first: 3)  // 0, 1, 2 at 1, 2, 3 s
  /// ```
  /// - Parameters:
  ///   - interval: the time between numbers; positive.
  ///   - scheduler: the clock, and where the numbers are sent.
  /// - Returns: a producer of increasing numbers that never completes by itself.
  public static func interval(_ interval: DispatchTimeInterval, on scheduler: any DateScheduler) -> SignalProducer {
    .interval(0..., interval: interval, on: scheduler)
  }
}

/// An iterator advanced by the actions of a repeating timer, which run one at a time.
// Safety: the scheduler runs the actions of one repetition serially, one after another.
private final class IteratorBox<Iterator: IteratorProtocol>: @unchecked Sendable {
  private var iterator: Iterator

  init(_ iterator: Iterator) { self.iterator = iterator }

  func next() -> Iterator.Element? { iterator.next() }
}
