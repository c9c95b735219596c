// Exercise producer-sink-test: the sink pattern on the library picker's view model.
// Read: Documentation/Patterns/Sink.md and Documentation/Apps/LibraryPicker.md
// Check: swift run exercises check producer-sink-test
import ProducerStyle
import ProducerStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: observe the view model's `output.text` with an
/// `EventRecorder` stamped by `scheduler`, tap the button once (`input.didTapButton`), run the
/// scheduler, and return what the recorder holds. The check compares it with the exact events.
public func textsAfterOneTap(
  viewModel: ProducerLibraryPickerViewModel, scheduler: TestScheduler
) -> [Recorded<String, Never>] {
  // TODO: your code here, in place of the line below.
  return []
}
