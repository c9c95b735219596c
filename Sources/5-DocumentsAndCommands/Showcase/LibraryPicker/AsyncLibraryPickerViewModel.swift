import AsyncStyle

/// The library picker in the async style: a tap fetches the library and the label shows its
/// name or the error.
///
/// Taps are debounced on the injected clock; a new fetch replaces the one in flight
/// (`flatMapLatest`). The work runs in ``run()``, which the owner awaits for as long as the view
/// lives (SwiftUI's `.task { await viewModel.run() }`); cancelling that task stops everything.
/// The outputs are hot: begin iterating them before tapping.
///
/// ```swift
/// let viewModel = AsyncLibraryPickerViewModel(webService: service, clock: ContinuousClock())
/// Task { await viewModel.run() }
/// Task { for await text in viewModel.output.text { label.text = text } }
/// viewModel.input.didTapButton.yield()
/// ```
public final class AsyncLibraryPickerViewModel<C: Clock<Duration>>: Sendable {
  /// What the view sends.
  public struct Input: Sendable {
    /// The button's taps; taps made before ``run()`` starts wait for it.
    public let didTapButton: AsyncStream<Void>.Continuation
  }

  /// What the view shows.
  public struct Output: Sendable {
    /// The label's text: "Library name: …" or "Error occurred: …", once per fetch.
    public let text: AsyncPassthroughSubject<String, Never>
    /// Whether a fetch is running: `false` at first, then `true` and `false` around each fetch.
    public let isLoading: AsyncCurrentValueSubject<Bool, Never>
  }

  /// The view's inputs.
  public let input: Input
  /// The view's outputs.
  public let output: Output
  private let taps: AsyncStream<Void>
  private let webService: any WebService
  private let clock: C
  private let debounce: Duration

  /// Creates the view model.
  /// - Parameters:
  ///   - webService: fetches the library.
  ///   - clock: where the debounce measures time; a `TestClock` in tests.
  ///   - debounce: the quiet period after a tap before fetching.
  public init(webService: any WebService, clock: C, debounce: Duration = .milliseconds(300)) {
    let (taps, tapContinuation) = AsyncStream<Void>.makeStream()
    self.taps = taps
    self.webService = webService
    self.clock = clock
    self.debounce = debounce
    input = Input(didTapButton: tapContinuation)
    output = Output(text: AsyncPassthroughSubject(), isLoading: AsyncCurrentValueSubject(false))
  }

  /// Turns taps into texts until the calling task is cancelled or the taps finish; call it once.
  public func run() async {
    // snippet: library-picker-chain-async
    let webService = webService
    let phases = taps.debounce(for: debounce, clock: clock)
      .flatMapLatest { _ in
        // A fetch replaced by a newer tap is cancelled, and whatever it ends with is ignored.
        deferred { () throws(WebServiceError) in try await webService.getLibraryAsync() }
          .map { LibraryPickerPhase.text(LibraryPickerText.loaded($0)) }
          .catch { AsyncJust(LibraryPickerPhase.text(LibraryPickerText.failed($0))) }
          .startWith(.loading)
      }
    for await phase in phases {
      switch phase {
      case .loading:
        output.isLoading.send(true)
      case .text(let text):
        output.text.send(text)
        output.isLoading.send(false)
      }
    }
    // end snippet
  }
}
