// Exercise producer-tap-counter-tests: the three testing patterns on the tap counter's presenter.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/TapCounter.md
// Check: swift run exercises check producer-tap-counter-tests
import Foundation
import ProducerStyle
import ProducerStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: make a `ProducerTapCounterPresenter` over `taps`
/// (a hot signal the test taps on `scheduler`), observe its `count` with an `EventRecorder`
/// stamped by `scheduler`, run the scheduler, and return what the recorder holds.
public func countsOfTaps(_ taps: Signal<Void, Never>, scheduler: TestScheduler) -> [Recorded<Int, Never>] {
  // EXERCISE BEGIN (stub: return [])
  let presenter = ProducerTapCounterPresenter(eventProvider: ProducerTapCounterEventProvider(buttonTapped: taps))
  let sink = EventRecorder(presenter.count, clock: scheduler)
  scheduler.run()
  return sink.recorded
  // EXERCISE END
}

/// The body of a blocking-first test: every count of a presenter whose button is tapped `taps`
/// times, gathered into one array and read by blocking on the first value (`collect().first()`).
/// The count is a signal, which has no `first()`: make a `SignalProducer` whose every start makes
/// a presenter over a new pipe, forwards its count to the producer's observer, taps and ends the
/// taps.
public func everyCount(ofTaps taps: Int) -> Result<[Int], Never>? {
  // EXERCISE BEGIN (stub: return nil)
  let counts = SignalProducer<Int, Never> { observer, lifetime in
    let (buttonTapped, tap) = Signal<Void, Never>.pipe()
    let provider = ProducerTapCounterEventProvider(buttonTapped: buttonTapped)
    let presenter = ProducerTapCounterPresenter(eventProvider: provider)
    lifetime += presenter.count.observe(observer)
    for _ in 0..<taps { tap.send(value: ()) }
    tap.sendCompleted()
  }
  return counts.collect().first()
  // EXERCISE END
}

/// The body of an injected-scheduler test: make a presenter over `taps`, record its `count` from
/// now, plan the recorder's `dispose()` on the test scheduler at `disposedAt` (seconds from its
/// start date), run the scheduler and return what was recorded.
public func countsUntil(
  disposedAt: TimeInterval, taps: Signal<Void, Never>, scheduler: TestScheduler
) -> [Recorded<Int, Never>] {
  // EXERCISE BEGIN (stub: return [])
  let presenter = ProducerTapCounterPresenter(eventProvider: ProducerTapCounterEventProvider(buttonTapped: taps))
  let sink = EventRecorder(presenter.count, clock: scheduler)
  _ = scheduler.schedule(after: scheduler.startDate.addingTimeInterval(disposedAt)) { sink.dispose() }
  scheduler.run()
  return sink.recorded
  // EXERCISE END
}
