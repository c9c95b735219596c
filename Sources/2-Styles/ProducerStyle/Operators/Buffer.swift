import Dispatch
import Foundation
import StyleInternals

extension Signal {
  /// Sends the values collected during each `interval`, every `interval` from now, on
  /// `scheduler`.
  ///
  /// On completion, by default (`discardWhenCompleted`) the values collected since the last tick
  /// are dropped and the completion is delivered on `scheduler` at once; otherwise they are sent
  /// at the next tick, followed by the completion. Failure and interruption are delivered on
  /// `scheduler` at once.
  ///
  /// ```swift
  /// events.collect(every: .seconds(1), on: scheduler)  // one array per second
  /// ```
  /// - Parameters:
  ///   - interval: the time between arrays; positive.
  ///   - scheduler: the clock, and where the arrays are sent.
  ///   - skipEmpty: whether to skip a tick when nothing was collected, rather than send `[]`.
  ///   - discardWhenCompleted: whether completion drops the values of the unfinished interval.
  /// - Returns: a signal of arrays.
  public func collect(
    every interval: DispatchTimeInterval, on scheduler: any DateScheduler, skipEmpty: Bool = false,
    discardWhenCompleted: Bool = true
  ) -> Signal<[Value], Error> {
    precondition(interval.timeInterval > 0, "collect(every:) requires a positive interval")
    return lift { downstream, lifetime in
      CollectEveryObserver(downstream, lifetime, scheduler, interval, skipEmpty, discardWhenCompleted)
    }
  }
}

extension SignalProducer {
  /// Sends the values collected during each `interval`, every `interval` from each start, on
  /// `scheduler`; see ``Signal/collect(every:on:skipEmpty:discardWhenCompleted:)``.
  ///
  /// ```swift
  /// SignalProducer.interval(.milliseconds(400), on: scheduler).collect(every: .seconds(1), on: scheduler)
  /// // [0, 1] at 1 s, [2, 3, 4] at 2 s, …
  /// ```
  /// - Parameters:
  ///   - interval: the time between arrays; positive.
  ///   - scheduler: the clock, and where the arrays are sent.
  ///   - skipEmpty: whether to skip a tick when nothing was collected, rather than send `[]`.
  ///   - discardWhenCompleted: whether completion drops the values of the unfinished interval.
  /// - Returns: a producer of arrays.
  public func collect(
    every interval: DispatchTimeInterval, on scheduler: any DateScheduler, skipEmpty: Bool = false,
    discardWhenCompleted: Bool = true
  ) -> SignalProducer<[Value], Error> {
    precondition(interval.timeInterval > 0, "collect(every:) requires a positive interval")
    return lift { downstream, lifetime in
      CollectEveryObserver(downstream, lifetime, scheduler, interval, skipEmpty, discardWhenCompleted)
    }
  }
}

private struct CollectEveryState<Value> {
  var values: [Value] = []
  var isCompleted = false
}

private final class CollectEveryObserver<Value, Error: Swift.Error>: TimerObserver<Value, [Value], Error>,
  // Safety: as TimerObserver; the collected values are behind `state`.
  @unchecked Sendable
{
  private let state = Lock(CollectEveryState<Value>())
  private let discardWhenCompleted: Bool

  init(
    _ downstream: Signal<[Value], Error>.Observer, _ lifetime: Lifetime, _ scheduler: any DateScheduler,
    _ interval: DispatchTimeInterval, _ skipEmpty: Bool, _ discardWhenCompleted: Bool
  ) {
    self.discardWhenCompleted = discardWhenCompleted
    super.init(downstream, lifetime, scheduler)
    let state = state
    let output = output
    timer.inner = scheduler.schedule(
      after: scheduler.currentDate.adding(interval), interval: interval, leeway: interval.scaled(by: 0.1)
    ) {
      let (collected, isCompleted) = state.withLock { state -> ([Value]?, Bool) in
        defer { state.values = [] }
        return (state.values.isEmpty && skipEmpty ? nil : state.values, state.isCompleted)
      }
      if let collected { output.receive(collected) }
      if isCompleted { output.receiveCompleted() }
    }
  }

  override func receive(_ value: Value) {
    state.withLock { $0.values.append(value) }
  }

  override func receiveCompleted() {
    if discardWhenCompleted {
      timer.dispose()
      super.receiveCompleted()
    } else {
      state.withLock { $0.isCompleted = true }
    }
  }
}
