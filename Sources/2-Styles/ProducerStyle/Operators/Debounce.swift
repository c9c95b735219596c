import Foundation
import StyleInternals

extension Signal {
  /// Sends a value only once `interval` seconds have passed without another value.
  ///
  /// On completion, a value still waiting is dropped when `discardWhenCompleted` is true (the
  /// default); otherwise it is sent when its quiet period ends, followed by the completion.
  /// A failure or an interruption drops it. Terminal events are delivered on `scheduler`.
  ///
  /// ```swift
  /// searchText.debounce(0.3, on: scheduler)  // "a" at 0, "ab" at 0.1 → "ab" at 0.4
  /// ```
  /// - Parameters:
  ///   - interval: the quiet period in seconds; not negative.
  ///   - scheduler: the clock and the place of delivery.
  ///   - discardWhenCompleted: whether completion drops the value still waiting.
  /// - Returns: the debounced signal.
  public func debounce(
    _ interval: TimeInterval, on scheduler: any DateScheduler, discardWhenCompleted: Bool = true
  ) -> Signal<Value, Error> {
    precondition(interval >= 0, "debounce requires a non-negative interval")
    return lift { downstream, lifetime in
      DebounceObserver(downstream, lifetime, scheduler, interval, discardWhenCompleted)
    }
  }
}

extension SignalProducer {
  /// Sends a value only once `interval` seconds have passed without another value; see
  /// ``Signal/debounce(_:on:discardWhenCompleted:)``.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).debounce(1, on: scheduler, discardWhenCompleted: false)  // 2 and completed at 1 s
  /// ```
  /// - Parameters:
  ///   - interval: the quiet period in seconds; not negative.
  ///   - scheduler: the clock and the place of delivery.
  ///   - discardWhenCompleted: whether completion drops the value still waiting.
  /// - Returns: the debounced producer.
  public func debounce(
    _ interval: TimeInterval, on scheduler: any DateScheduler, discardWhenCompleted: Bool = true
  ) -> SignalProducer<Value, Error> {
    precondition(interval >= 0, "debounce requires a non-negative interval")
    return lift { downstream, lifetime in
      DebounceObserver(downstream, lifetime, scheduler, interval, discardWhenCompleted)
    }
  }
}

private struct DebounceState<Value> {
  var pending: Value?
  var lastUpdated = Date.distantPast
  // Tells a timer that fired late (racing a newer value) that its value was replaced.
  var generation: UInt64 = 0

  mutating func take(ifGeneration expected: UInt64? = nil) -> Value? {
    guard expected == nil || expected == generation else { return nil }
    defer { pending = nil }
    return pending
  }
}

private final class DebounceObserver<Value, Error: Swift.Error>: TimerObserver<Value, Value, Error>,
  // Safety: as TimerObserver; the mutable state is behind `state`.
  @unchecked Sendable
{
  private let clock: any DateScheduler
  private let interval: TimeInterval
  private let discardWhenCompleted: Bool
  private let state = Lock(DebounceState<Value>())

  init(
    _ downstream: Signal<Value, Error>.Observer, _ lifetime: Lifetime, _ scheduler: any DateScheduler,
    _ interval: TimeInterval, _ discardWhenCompleted: Bool
  ) {
    clock = scheduler
    self.interval = interval
    self.discardWhenCompleted = discardWhenCompleted
    super.init(downstream, lifetime, scheduler)
  }

  override func receive(_ value: Value) {
    let now = clock.currentDate
    let generation = state.withLock { state in
      state.pending = value
      state.lastUpdated = now
      state.generation &+= 1
      return state.generation
    }
    timer.inner = clock.schedule(after: now.addingTimeInterval(interval)) { [self] in
      if let value = state.withLock({ $0.take(ifGeneration: generation) }) { send(value) }
    }
  }

  override func receiveCompleted() {
    timer.dispose()
    let (pending, lastUpdated) = state.withLock { ($0.take(), $0.lastUpdated) }
    guard !discardWhenCompleted, let pending else { return super.receiveCompleted() }
    let value = Captured(pending)
    clock.schedule(after: lastUpdated.addingTimeInterval(interval)) { [self] in
      send(value.value)
      sendTerminal(.completed)
    }
  }
}
