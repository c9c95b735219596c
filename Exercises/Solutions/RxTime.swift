// Exercise rx-time: debounce, throttle and timeout, on the scheduler you are given.
// Read: Documentation/Operators/Debounce.md, Documentation/Operators/Throttle.md, Documentation/Operators/Timeout.md
// Check: swift run exercises check rx-time
import RxStyle

/// What a search field sends to the server: the text once the user has stopped typing for
/// 20 ticks (`.seconds(20)` on the test scheduler).
public func settledText(_ text: Observable<String>, scheduler: some SchedulerType) -> Observable<String> {
  // EXERCISE BEGIN (stub: return text)
  return text.debounce(.seconds(20), scheduler: scheduler)
  // EXERCISE END
}

/// A like button that counts at most one tap per 30 ticks: a tap goes through at once when none
/// went through in the last 30 ticks, and is dropped otherwise (throttle with `latest: false`).
public func countedLikes(_ taps: Observable<String>, scheduler: some SchedulerType) -> Observable<String> {
  // EXERCISE BEGIN (stub: return taps)
  return taps.throttle(.seconds(30), latest: false, scheduler: scheduler)
  // EXERCISE END
}

/// A request that fails with a timeout when no value comes within 30 ticks of the last one (or of
/// the subscription).
public func impatient(_ reply: Observable<String>, scheduler: some SchedulerType) -> Observable<String> {
  // EXERCISE BEGIN (stub: return reply)
  return reply.timeout(.seconds(30), scheduler: scheduler)
  // EXERCISE END
}
