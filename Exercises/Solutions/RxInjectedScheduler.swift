// Exercise rx-injected-scheduler: the injected-scheduler pattern on the library picker.
// Read: Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/LibraryPicker.md
// Check: swift run exercises check rx-injected-scheduler
import RxStyle
import RxStyleTestKit
import Showcase

/// What the library picker shows when the button is tapped at 100 ms and again at 200 ms, with
/// a service that answers after `latency`: build a service (`simulatedService`, returning the library
/// "RxSwift") and a `RxLibraryPickerViewModel` that both take `scheduler` (one tick is a millisecond), record
/// `output.text` and `output.isLoading`, plan the two taps (`scheduleAt`), run the scheduler and
/// return both recordings.
public func twoQuickTaps(
  latency: Duration, scheduler: TestScheduler
) -> (text: [Recorded<Event<String>>], isLoading: [Recorded<Event<Bool>>]) {
  // EXERCISE BEGIN (stub: return ([], []))
  let service = simulatedService(library: Library(name: "RxSwift"), latency: latency, scheduler: scheduler)
  let viewModel = RxLibraryPickerViewModel(webService: service, scheduler: scheduler)
  let text = scheduler.createObserver(String.self)
  let isLoading = scheduler.createObserver(Bool.self)
  let bag = DisposeBag()
  viewModel.output.text.subscribe(text).disposed(by: bag)
  viewModel.output.isLoading.subscribe(isLoading).disposed(by: bag)
  scheduler.scheduleAt(100) { viewModel.input.didTapButton.onNext(()) }
  scheduler.scheduleAt(200) { viewModel.input.didTapButton.onNext(()) }
  scheduler.start()
  return (text.events, isLoading.events)
  // EXERCISE END
}
