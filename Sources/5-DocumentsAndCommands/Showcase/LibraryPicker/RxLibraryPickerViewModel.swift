import Dispatch
import RxStyle

/// The library picker in the Rx style: a tap fetches the library and the label shows its
/// name or the error.
///
/// Taps are debounced on the injected scheduler; a new fetch replaces the one in flight
/// (`flatMapLatest`). The outputs are shared while subscribed: subscribe before tapping.
///
/// ```swift
/// let viewModel = RxLibraryPickerViewModel(webService: service, scheduler: MainScheduler.instance)
/// viewModel.output.text.bind(to: label.rx.text).disposed(by: bag)
/// viewModel.input.didTapButton.onNext(())
/// ```
public final class RxLibraryPickerViewModel: Sendable {
  /// What the view sends.
  public struct Input: Sendable {
    /// The button's taps.
    public let didTapButton: AnyObserver<Void>
  }

  /// What the view shows.
  public struct Output: Sendable {
    /// The label's text: "Library name: …" or "Error occurred: …", once per fetch.
    public let text: Observable<String>
    /// Whether a fetch is running: `false` on subscription, then `true` and `false` around each fetch.
    public let isLoading: Observable<Bool>
  }

  /// The view's inputs.
  public let input: Input
  /// The view's outputs.
  public let output: Output

  /// Creates the view model.
  /// - Parameters:
  ///   - webService: fetches the library.
  ///   - scheduler: where the debounce measures time; a `TestScheduler` in tests.
  ///   - debounce: the quiet period after a tap before fetching.
  public init(
    webService: any WebService, scheduler: any SchedulerType, debounce: RxTimeInterval = .milliseconds(300)
  ) {
    // snippet: library-picker-chain-rx
    let taps = PublishSubject<Void>()
    let phases = taps.debounce(debounce, scheduler: scheduler)
      .flatMapLatest { _ in
        webService.getLibraryRx().asObservable()
          .map { LibraryPickerPhase.text(LibraryPickerText.loaded($0)) }
          .catch { .just(.text(LibraryPickerText.failed($0))) }
          .startWith(.loading)
      }
      .share()
    // end snippet
    input = Input(didTapButton: taps.asObserver())
    output = Output(
      text: phases.compactMap(\.text),
      isLoading: phases.map(\.isLoading).startWith(false))
  }
}
