// Exercise rx-sink-test: the sink pattern on the library picker's view model.
// Read: Documentation/Patterns/Sink.md and Documentation/Apps/LibraryPicker.md
// Check: swift run exercises check rx-sink-test
import RxStyle
import RxStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: subscribe a recorder (`scheduler.createObserver`)
/// to the view model's `output.text`, tap the button once (`input.didTapButton`), run the
/// scheduler, and return what the recorder holds. The check compares it with the exact events.
public func textsAfterOneTap(
  viewModel: RxLibraryPickerViewModel, scheduler: TestScheduler
) -> [Recorded<Event<String>>] {
  // EXERCISE BEGIN (stub: return [])
  let sink = scheduler.createObserver(String.self)
  let subscription = viewModel.output.text.subscribe(sink)
  viewModel.input.didTapButton.onNext(())
  scheduler.start()
  subscription.dispose()
  return sink.events
  // EXERCISE END
}
