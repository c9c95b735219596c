// Exercise producer-hex-color-tests: the three testing patterns on the hex colour's view model.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/HexColor.md
// Check: swift run exercises check producer-hex-color-tests
import Foundation
import ProducerStyle
import ProducerStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: record the view model's `colorName.producer`
/// with an `EventRecorder` stamped by `scheduler`, then for each text of `typing` advance the
/// scheduler to its time (seconds from the start date) and set `hexString.value`; return what the
/// recorder holds.
public func namesTyped(
  _ typing: [(time: TimeInterval, text: String)], viewModel: ProducerHexColorViewModel, scheduler: TestScheduler
) -> [Recorded<String, Never>] {
  // EXERCISE BEGIN (stub: return [])
  let sink = EventRecorder(viewModel.colorName.producer, clock: scheduler)
  for (time, text) in typing {
    scheduler.advance(to: scheduler.startDate.addingTimeInterval(time))
    viewModel.hexString.value = text
  }
  scheduler.run()
  let recorded = sink.recorded
  sink.dispose()
  return recorded
  // EXERCISE END
}

/// The body of a blocking-first test: type `hex` (`hexString.value`), then start the view model's
/// `color.producer` and block for its first value (`first()`).
public func colorShown(forHex hex: String, viewModel: ProducerHexColorViewModel) -> Result<RGBColor, Never>? {
  // EXERCISE BEGIN (stub: return nil)
  viewModel.hexString.value = hex
  return viewModel.color.producer.first()
  // EXERCISE END
}

/// The body of an injected-scheduler test: plan each text of `typing` on the test scheduler at its
/// time (`schedule(after:)`), advance the scheduler to `subscribed`, record the view model's
/// `colorName.producer` from there, advance to `disposed` and dispose the recorder; return what
/// was recorded. Times are seconds from the scheduler's start date.
public func namesBetween(
  subscribed: TimeInterval, disposed: TimeInterval, typing: [(time: TimeInterval, text: String)],
  viewModel: ProducerHexColorViewModel, scheduler: TestScheduler
) -> [Recorded<String, Never>] {
  // EXERCISE BEGIN (stub: return [])
  for (time, text) in typing {
    _ = scheduler.schedule(after: scheduler.startDate.addingTimeInterval(time)) { viewModel.hexString.value = text }
  }
  scheduler.advance(to: scheduler.startDate.addingTimeInterval(subscribed))
  let sink = EventRecorder(viewModel.colorName.producer, clock: scheduler)
  scheduler.advance(to: scheduler.startDate.addingTimeInterval(disposed))
  sink.dispose()
  scheduler.run()
  return sink.recorded
  // EXERCISE END
}
