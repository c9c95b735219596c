// Exercise producer-sharing: one run for many observers, and the last value for latecomers.
// Read: Documentation/Operators/Share.md, Documentation/Operators/ReplaySubject.md
// Check: swift run exercises check producer-sharing
import ProducerStyle

/// The user's profile, fetched once however many screens start it, and replaying the latest
/// profile to a screen that starts it after it arrived.
public func sharedProfile(_ fetch: SignalProducer<String, Never>) -> SignalProducer<String, Never> {
  // TODO: your code here, in place of the line below.
  return fetch
}
