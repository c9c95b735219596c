// Exercise producer-time: debounce, throttle and timeout, on the scheduler you are given.
// Read: Documentation/Operators/Debounce.md, Documentation/Operators/Throttle.md, Documentation/Operators/Timeout.md
// Check: swift run exercises check producer-time
import ProducerStyle

/// What a search field sends to the server: the text once the user has stopped typing for
/// 2 seconds.
public func settledText(_ text: Signal<String, Never>, scheduler: any DateScheduler) -> Signal<String, Never> {
  // EXERCISE BEGIN (stub: return text)
  return text.debounce(2, on: scheduler)
  // EXERCISE END
}

/// A position shared while the user drags: at most one position every 3 seconds, the first at
/// once and then the latest of each window at its end.
public func sharedPositions(_ positions: Signal<String, Never>, scheduler: any DateScheduler) -> Signal<String, Never> {
  // EXERCISE BEGIN (stub: return positions)
  return positions.throttle(3, on: scheduler)
  // EXERCISE END
}

/// The error a request fails with when it takes too long.
public struct TimedOut: Error, Equatable {
  /// The error.
  public init() {}
}

/// A request that fails with ``TimedOut`` unless it completes within 3 seconds of its start.
public func impatient(_ reply: SignalProducer<String, Never>, scheduler: any DateScheduler) -> SignalProducer<
  String, TimedOut
> {
  // EXERCISE BEGIN (stub: return reply.promoteError(TimedOut.self))
  return reply.timeout(after: 3, raising: TimedOut(), on: scheduler)
  // EXERCISE END
}
