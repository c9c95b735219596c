// Exercise async-time: debounce, throttle and timeout, on the clock you are given.
// Read: Documentation/Operators/Debounce.md, Documentation/Operators/Throttle.md, Documentation/Operators/Timeout.md
// Check: swift run exercises check async-time
import AsyncStyle

/// What a search field sends to the server: the text once the user has stopped typing for
/// 20 milliseconds.
public func settledText(
  _ text: some AsyncSequence<String, Never> & Sendable, clock: some Clock<Duration>
) -> some AsyncSequence<String, Never> & Sendable {
  // EXERCISE BEGIN (stub: return text)
  return text.debounce(for: .milliseconds(20), clock: clock)
  // EXERCISE END
}

/// A like button that counts at most one tap per 30 milliseconds: the first tap goes through at
/// once; of the taps that come sooner, the earliest is counted when the 30 milliseconds are over,
/// and the others are dropped (throttle with `latest: false`).
public func countedLikes(
  _ taps: some AsyncSequence<String, Never> & Sendable, clock: some Clock<Duration>
) -> some AsyncSequence<String, Never> & Sendable {
  // EXERCISE BEGIN (stub: return taps)
  return taps.throttle(for: .milliseconds(30), clock: clock, latest: false)
  // EXERCISE END
}

/// A request that fails with `AsyncTimeoutFailure.timedOut` when no element comes within 30
/// milliseconds of the last one (or of the start).
public func impatient(
  _ reply: some AsyncSequence<String, Never> & Sendable, clock: some Clock<Duration>
) -> some AsyncSequence<String, AsyncTimeoutFailure<Never>> & Sendable {
  // EXERCISE BEGIN (stub: return reply.setFailureType(to: AsyncTimeoutFailure<Never>.self))
  return reply.timeout(after: .milliseconds(30), clock: clock)
  // EXERCISE END
}
