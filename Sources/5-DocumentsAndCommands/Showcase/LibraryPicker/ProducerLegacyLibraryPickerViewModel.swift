import Foundation
import ProducerStyle

/// The library picker in the producer style, written the way much existing code is: it debounces
/// on `QueueScheduler.main` instead of an injected scheduler, and delivers its outputs on a
/// `UIScheduler`.
///
/// ``ProducerLibraryPickerViewModel`` is the same screen with its scheduler injected. A test of
/// this one replaces the main queue's schedulers for its duration with
/// `QueueScheduler.withMainScheduler(_:operation:)`.
///
/// ```swift
/// let viewModel = ProducerLegacyLibraryPickerViewModel(webService: service)
/// viewModel.output.text.observeValues { label.text = $0 }
/// viewModel.input.didTapButton.send(value: ())
/// ```
public final class ProducerLegacyLibraryPickerViewModel: Sendable {
  /// What the view sends: the same as the injected view model's.
  public typealias Input = ProducerLibraryPickerViewModel.Input
  /// What the view shows: the same as the injected view model's.
  public typealias Output = ProducerLibraryPickerViewModel.Output

  /// The view's inputs.
  public let input: Input
  /// The view's outputs.
  public let output: Output

  /// Creates the view model.
  /// - Parameters:
  ///   - webService: fetches the library.
  ///   - debounce: the quiet period after a tap before fetching, in seconds.
  public init(webService: any WebService, debounce: TimeInterval = 0.3) {
    let (taps, tapObserver) = Signal<Void, Never>.pipe()
    // snippet: library-picker-legacy-producer
    let phases = taps.debounce(debounce, on: QueueScheduler.main)
      .flatMap(.latest) { _ in
        webService.getLibraryProducer()
          .map { LibraryPickerPhase.text(LibraryPickerText.loaded($0)) }
          .flatMapError { SignalProducer(value: .text(LibraryPickerText.failed($0))) }
          .prefix(value: .loading)
      }
      .observe(on: UIScheduler())
    // end snippet
    input = Input(didTapButton: tapObserver)
    output = Output(text: phases.compactMap(\.text), isLoading: phases.map(\.isLoading))
  }

  deinit {
    input.didTapButton.sendCompleted()
  }
}
