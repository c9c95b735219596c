import Foundation
import ProducerStyle

/// The library picker in the producer style: a tap fetches the library and the label shows its
/// name or the error.
///
/// Taps are debounced on the injected scheduler; a new fetch replaces the one in flight
/// (`flatMap(.latest)`). The outputs are hot signals: observe them before tapping. Releasing the
/// view model completes the taps, which ends the outputs.
///
/// ```swift
/// let viewModel = ProducerLibraryPickerViewModel(webService: service, scheduler: QueueScheduler.main)
/// viewModel.output.text.observeValues { label.text = $0 }
/// viewModel.input.didTapButton.send(value: ())
/// ```
public final class ProducerLibraryPickerViewModel: Sendable {
  /// What the view sends.
  public struct Input: Sendable {
    /// The button's taps.
    public let didTapButton: Signal<Void, Never>.Observer
  }

  /// What the view shows.
  public struct Output: Sendable {
    /// The label's text: "Library name: …" or "Error occurred: …", once per fetch.
    public let text: Signal<String, Never>
    /// Whether a fetch is running: `true` and `false` around each fetch.
    public let isLoading: Signal<Bool, Never>
  }

  /// The view's inputs.
  public let input: Input
  /// The view's outputs.
  public let output: Output

  /// Creates the view model.
  /// - Parameters:
  ///   - webService: fetches the library.
  ///   - scheduler: where the debounce measures time; a `TestScheduler` in tests.
  ///   - debounce: the quiet period after a tap before fetching, in seconds.
  public init(webService: any WebService, scheduler: any DateScheduler, debounce: TimeInterval = 0.3) {
    // snippet: library-picker-chain-producer
    let (taps, tapObserver) = Signal<Void, Never>.pipe()
    let phases = taps.debounce(debounce, on: scheduler)
      .flatMap(.latest) { _ in
        webService.getLibraryProducer()
          .map { LibraryPickerPhase.text(LibraryPickerText.loaded($0)) }
          .flatMapError { SignalProducer(value: .text(LibraryPickerText.failed($0))) }
          .prefix(value: .loading)
      }
    // end snippet
    input = Input(didTapButton: tapObserver)
    output = Output(text: phases.compactMap(\.text), isLoading: phases.map(\.isLoading))
  }

  deinit {
    input.didTapButton.sendCompleted()
  }
}
