// Exercise rx-tap-counter-tests: the three testing patterns on the tap counter's presenter.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/TapCounter.md
// Check: swift run exercises check rx-tap-counter-tests
import RxStyle
import RxStyleBlocking
import RxStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: make a `RxTapCounterPresenter` over `taps`
/// (`taps.asObservable()`), subscribe a recorder (`scheduler.createObserver`) to its `count`, run
/// the scheduler, and return what the recorder holds.
public func countsOfTaps(_ taps: TestableObservable<Void>, scheduler: TestScheduler) -> [Recorded<Event<Int>>] {
  // TODO: your code here, in place of the line below.
  return []
}

/// The body of a blocking-first test: every count of a presenter whose button is tapped `taps`
/// times at once (`Observable.from`, then the taps end), gathered into one array (`toArray()`)
/// and read by blocking on its first element.
public func everyCount(ofTaps taps: Int) throws -> [Int]? {
  // TODO: your code here, in place of the line below.
  return nil
}

/// The body of an injected-scheduler test: on the test scheduler's clock, make a presenter over
/// `taps` at 0, subscribe to its `count` at `subscribed` and dispose at `disposed`
/// (`scheduler.start(created:subscribed:disposed:)`); return what was recorded and when the taps
/// were subscribed to (`taps.subscriptions`).
public func countsBetween(
  subscribed: TestTime, disposed: TestTime, taps: TestableObservable<Void>, scheduler: TestScheduler
) -> (counts: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
  // TODO: your code here, in place of the line below.
  return ([], [])
}
