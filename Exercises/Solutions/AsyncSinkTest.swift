// Exercise async-sink-test: the sink pattern on the library picker's view model.
// Read: Documentation/Patterns/Sink.md and Documentation/Apps/LibraryPicker.md
// Check: swift run exercises check async-sink-test
import AsyncStyle
import AsyncStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: start the view model's `run()` on the scheduler
/// (`scheduler.spawn`), record its `output.text` (`scheduler.record`), tap the button once
/// (`input.didTapButton.yield()`), run the scheduler, and return what the recorder holds. The
/// check compares it with the exact events.
public func textsAfterOneTap(
  viewModel: AsyncLibraryPickerViewModel<TestClock>, scheduler: AsyncTestScheduler
) -> [AsyncRecorded<String, Never>] {
  // EXERCISE BEGIN (stub: return [])
  let running = scheduler.spawn { await viewModel.run() }
  let sink = scheduler.record(viewModel.output.text)
  viewModel.input.didTapButton.yield()
  scheduler.run()
  running.cancel()
  sink.cancel()
  scheduler.runUntilIdle()
  return sink.events
  // EXERCISE END
}
