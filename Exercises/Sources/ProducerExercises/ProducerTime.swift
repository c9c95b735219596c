// Exercise producer-time: debounce, throttle and timeout, on the scheduler you are given.
// Read: Documentation/Operators/Debounce.md, Documentation/Operators/Throttle.md, Documentation/Operators/Timeout.md
// Check: swift run exercises check producer-time
import ProducerStyle

/// What a search field sends to the server: the text once the user has stopped typing for
/// 2 seconds.
public func settledText(_ text: Signal<String, Never>, scheduler: any DateScheduler) -> Signal<String, Never> {
  // TODO: your code here, in place of the line below.
  return text
}

/// A position shared while the user drags: at most one position every 3 seconds, the first at
/// once and then the latest of each window at its end.
public func sharedPositions(_ positions: Signal<String, Never>, scheduler: any DateScheduler) -> Signal<String, Never> {
  // TODO: your code here, in place of the line below.
  return positions
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
  // TODO: your code here, in place of the line below.
  return reply.promoteError(TimedOut.self)
}
