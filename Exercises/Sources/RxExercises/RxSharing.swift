// Exercise rx-sharing: one subscription for many subscribers, and the last value for latecomers.
// Read: Documentation/Operators/Share.md, Documentation/Operators/ReplaySubject.md
// Check: swift run exercises check rx-sharing
import RxStyle

/// The user's profile, fetched once however many screens subscribe while it is loading, and
/// replaying the latest profile to a screen that subscribes after it arrived.
public func sharedProfile(_ fetch: Observable<String>) -> Observable<String> {
  // TODO: your code here, in place of the line below.
  return fetch
}
