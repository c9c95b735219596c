// Exercise producer-injected-scheduler: the injected-scheduler pattern on the library picker.
// Read: Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/LibraryPicker.md
// Check: swift run exercises check producer-injected-scheduler
import ProducerStyle
import ProducerStyleTestKit
import Showcase

/// What the library picker shows when the button is tapped at 0.1 s and again at 0.2 s, with a
/// service that answers after `latency`: build a service (`simulatedService`, returning the library
/// "ReactiveSwift") and a `ProducerLibraryPickerViewModel` that both take `scheduler`, record
/// `output.text` and `output.isLoading` with recorders stamped by `scheduler`, advance the
/// scheduler to each tap and send it, run the scheduler and return both recordings.
public func twoQuickTaps(
  latency: Duration, scheduler: TestScheduler
) -> (text: [Recorded<String, Never>], isLoading: [Recorded<Bool, Never>]) {
  // TODO: your code here, in place of the line below.
  return ([], [])
}
