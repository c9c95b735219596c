// Exercise rx-time: debounce, throttle and timeout, on the scheduler you are given.
// Read: Documentation/Operators/Debounce.md, Documentation/Operators/Throttle.md, Documentation/Operators/Timeout.md
// Check: swift run exercises check rx-time
import RxStyle

/// What a search field sends to the server: the text once the user has stopped typing for
/// 20 ticks (`.seconds(20)` on the test scheduler).
public func settledText(_ text: Observable<String>, scheduler: some SchedulerType) -> Observable<String> {
  // TODO: your code here, in place of the line below.
  return text
}

/// A like button that counts at most one tap per 30 ticks: a tap goes through at once when none
/// went through in the last 30 ticks, and is dropped otherwise (throttle with `latest: false`).
public func countedLikes(_ taps: Observable<String>, scheduler: some SchedulerType) -> Observable<String> {
  // TODO: your code here, in place of the line below.
  return taps
}

/// A request that fails with a timeout when no value comes within 30 ticks of the last one (or of
/// the subscription).
public func impatient(_ reply: Observable<String>, scheduler: some SchedulerType) -> Observable<String> {
  // TODO: your code here, in place of the line below.
  return reply
}
