// Exercise async-tap-counter-tests: the three testing patterns on the tap counter's presenter.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/TapCounter.md
// Check: swift run exercises check async-tap-counter-tests
import AsyncStyle
import AsyncStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: make an `AsyncTapCounterPresenter` over `taps`,
/// record its `count` (`scheduler.record`), advance the scheduler to 1000, cancel the recorder,
/// let the scheduler settle (`runUntilIdle()`) and return what the recorder holds.
public func countsOfTaps(
  _ taps: TestAsyncSequence<Void, Never>, scheduler: AsyncTestScheduler
) -> [AsyncRecorded<Int, Never>] {
  // TODO: your code here, in place of the line below.
  return []
}

/// The body of a blocking-first test: every count of a presenter whose button is tapped `taps`
/// times at once (an array's `.async`, which then ends), gathered into one array (`collect()`) and
/// read by blocking on its first element (`blockingFirst()`).
public func everyCount(ofTaps taps: Int) throws -> [Int]? {
  // TODO: your code here, in place of the line below.
  return nil
}

/// The body of an injected-clock test: on the test scheduler's clock, make a presenter over
/// `taps` at 0, iterate its `count` from `subscribed` and cancel at `cancelled`
/// (`scheduler.start(created:subscribed:cancelled:)`), let the scheduler settle and return what
/// was recorded and when the taps were iterated (`taps.iterations`).
public func countsBetween(
  subscribed: Int, cancelled: Int, taps: TestAsyncSequence<Void, Never>, scheduler: AsyncTestScheduler
) -> (counts: [AsyncRecorded<Int, Never>], iterations: [Iteration]) {
  // TODO: your code here, in place of the line below.
  return ([], [])
}
