// Exercise async-injected-scheduler: the injected-clock pattern on the library picker.
// Read: Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/LibraryPicker.md
// Check: swift run exercises check async-injected-scheduler
import AsyncStyle
import AsyncStyleTestKit
import Showcase

/// What the library picker shows when the button is tapped at 100 ms and again at 200 ms, with
/// a service that answers after `latency`: build a service (`simulatedService`, returning the
/// library "Swift concurrency") and an `AsyncLibraryPickerViewModel` that both take
/// `scheduler.clock` (one tick is a millisecond), start the view model's `run()` on the scheduler,
/// record `output.text` and `output.isLoading`, plan the two taps (`schedule(at:)`), advance to
/// 2000 and return both recordings.
public func twoQuickTaps(
  latency: Duration, scheduler: AsyncTestScheduler
) -> (text: [AsyncRecorded<String, Never>], isLoading: [AsyncRecorded<Bool, Never>]) {
  // EXERCISE BEGIN (stub: return ([], []))
  let service = simulatedService(library: Library(name: "Swift concurrency"), latency: latency, clock: scheduler.clock)
  let viewModel = AsyncLibraryPickerViewModel(webService: service, clock: scheduler.clock)
  let running = scheduler.spawn { await viewModel.run() }
  let text = scheduler.record(viewModel.output.text)
  let isLoading = scheduler.record(viewModel.output.isLoading)
  scheduler.schedule(at: 100) { viewModel.input.didTapButton.yield() }
  scheduler.schedule(at: 200) { viewModel.input.didTapButton.yield() }
  scheduler.advance(to: 2000)
  running.cancel()
  text.cancel()
  isLoading.cancel()
  scheduler.runUntilIdle()
  return (text.events, isLoading.events)
  // EXERCISE END
}
