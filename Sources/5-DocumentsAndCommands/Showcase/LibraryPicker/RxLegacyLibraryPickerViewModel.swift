import Dispatch
import RxStyle

/// The library picker in the Rx style, written the way much existing code is: it debounces on
/// `MainScheduler.instance` instead of an injected scheduler, and hands its outputs to the view as
/// Drivers, which deliver on the main scheduler too.
///
/// ``RxLibraryPickerViewModel`` is the same screen with its scheduler injected. A test of this one
/// replaces the main scheduler for its duration with `MainScheduler.withScheduler(_:operation:)`
/// (`SharingScheduler.mock(scheduler:action:)` alone would move the Drivers but not the debounce).
///
/// ```swift
/// let viewModel = RxLegacyLibraryPickerViewModel(webService: service)
/// viewModel.output.text.drive(label.rx.text).disposed(by: bag)
/// viewModel.input.didTapButton.onNext(())
/// ```
public final class RxLegacyLibraryPickerViewModel: Sendable {
  /// What the view sends: the same as the injected view model's.
  public typealias Input = RxLibraryPickerViewModel.Input

  /// What the view shows.
  public struct Output: Sendable {
    /// The label's text: "Library name: …" or "Error occurred: …", once per fetch.
    public let text: Driver<String>
    /// Whether a fetch is running: `false` at first, then `true` and `false` around each fetch.
    public let isLoading: Driver<Bool>
  }

  /// The view's inputs.
  public let input: Input
  /// The view's outputs.
  public let output: Output

  /// Creates the view model.
  /// - Parameters:
  ///   - webService: fetches the library.
  ///   - debounce: the quiet period after a tap before fetching.
  public init(webService: any WebService, debounce: RxTimeInterval = .milliseconds(300)) {
    let taps = PublishSubject<Void>()
    // snippet: library-picker-legacy-rx
    let phases = taps.debounce(debounce, scheduler: MainScheduler.instance)
      .flatMapLatest { _ in
        webService.getLibraryRx().asObservable()
          .map { LibraryPickerPhase.text(LibraryPickerText.loaded($0)) }
          .catch { .just(.text(LibraryPickerText.failed($0))) }
          .startWith(.loading)
      }
      .asDriver(onErrorJustReturn: .text("unreachable: the fetch's errors are caught"))
    // end snippet
    input = Input(didTapButton: taps.asObserver())
    output = Output(text: phases.compactMap(\.text), isLoading: phases.map(\.isLoading).startWith(false))
  }
}
