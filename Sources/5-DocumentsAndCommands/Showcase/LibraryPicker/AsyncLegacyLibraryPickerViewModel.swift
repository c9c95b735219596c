/// The library picker in the async style, written the way most apps write it: a `@MainActor`
/// class whose tap handler starts a `Task {}` that sleeps out the debounce on the injected clock,
/// fetches, and sets the label — cancelling the task of the previous tap.
///
/// ``AsyncLibraryPickerViewModel`` is the same screen as one structured chain that a test drives
/// on its scheduler. This one starts tasks of its own, which run on the main actor and the global
/// pool; a test makes them deterministic with `AsyncTestScheduler.withVirtualTime`.
///
/// ```swift
/// let viewModel = AsyncLegacyLibraryPickerViewModel(webService: service, clock: ContinuousClock())
/// viewModel.didTapButton()
/// // later: label.text = viewModel.text
/// ```
@MainActor public final class AsyncLegacyLibraryPickerViewModel<C: Clock<Duration>> {
  /// The label's text: `nil` until the first fetch ends, then "Library name: …" or "Error occurred: …".
  public private(set) var text: String? {
    didSet { if let text { textContinuation.yield(text) } }
  }
  /// Whether a fetch is running.
  public private(set) var isLoading = false
  /// Every text the label shows, for an observer that wants them as a sequence; it ends when the
  /// view model is released.
  public let texts: AsyncStream<String>
  private let textContinuation: AsyncStream<String>.Continuation
  private let webService: any WebService
  private let clock: C
  private let debounce: Duration
  private var pending: Task<Void, Never>?

  /// Creates the view model.
  /// - Parameters:
  ///   - webService: fetches the library.
  ///   - clock: where the debounce measures time; the test scheduler's clock in tests.
  ///   - debounce: the quiet period after a tap before fetching.
  public init(webService: any WebService, clock: C, debounce: Duration = .milliseconds(300)) {
    (texts, textContinuation) = AsyncStream.makeStream()
    self.webService = webService
    self.clock = clock
    self.debounce = debounce
  }

  deinit {
    pending?.cancel()
    textContinuation.finish()
  }

  /// The button was tapped: after a quiet period, fetch the library; a newer tap replaces this one.
  public func didTapButton() {
    // snippet: library-picker-legacy-async
    pending?.cancel()
    pending = Task {
      do {
        try await clock.sleep(for: debounce)
      } catch {
        return  // a newer tap came within the quiet period
      }
      isLoading = true
      do {
        text = LibraryPickerText.loaded(try await webService.getLibraryAsync())
      } catch WebServiceError.cancelled {
        return  // a newer tap replaced this fetch
      } catch {
        text = LibraryPickerText.failed(error)
      }
      isLoading = false
    }
    // end snippet
  }
}
