import ProducerStyle

/// The currency converter's screen logic in the producer style: reload on demand, show the rates
/// or an error.
///
/// Nothing is fetched until `input.reload` receives a value; each reload replaces the fetch in
/// flight (`flatMap(.latest)`). A failed fetch sends its message on `output.errorMessage`, then
/// an empty list on `output.rates`, and the next reload fetches again. The outputs are hot
/// signals: observe them before reloading. Releasing the view model ends them and interrupts the
/// fetch in flight.
///
/// ```swift
/// let viewModel = ProducerCurrencyViewModel(service: service)
/// viewModel.output.errorMessage.observeValues { showAlert($0) }
/// viewModel.output.rates.observeValues { table.show($0) }
/// viewModel.input.reload.send(value: ())
/// ```
public final class ProducerCurrencyViewModel: Sendable {
  /// What the screen sends.
  public struct Input: Sendable {
    /// Fetches the rates again, once per value.
    public let reload: Signal<Void, Never>.Observer
  }

  /// What the screen shows.
  public struct Output: Sendable {
    /// The rates of each fetch; an empty list after a failure.
    public let rates: Signal<[CurrencyRate], Never>
    /// The message of each failed fetch.
    public let errorMessage: Signal<String, Never>
  }

  /// The screen's inputs.
  public let input: Input
  /// The screen's outputs.
  public let output: Output
  private let token: Lifetime.Token

  /// Wires the inputs to the outputs through `service`.
  ///
  /// - Parameter service: Where the rates come from.
  public init(service: any CurrencyService) {
    let (reloads, reload) = Signal<Void, Never>.pipe()
    let (lifetime, token) = Lifetime.make()
    // snippet: currency-converter-chain-producer
    let outcomes = reloads.flatMap(.latest) { _ in
      service.fetchConverterProducer()
        // Ending with the view model, rather than running on unobserved, interrupts the fetch.
        .take(during: lifetime)
        .map { CurrencyOutcome.loaded($0.rates) }
        .flatMapError { SignalProducer(value: .failed(CurrencyText.message(for: $0))) }
    }
    // end snippet
    input = Input(reload: reload)
    self.token = token
    // Made in this order so that a failure's message arrives before its empty list.
    let errorMessage = outcomes.compactMap(\.errorMessage)
    output = Output(rates: outcomes.map(\.rates), errorMessage: errorMessage)
  }

  deinit {
    input.reload.sendCompleted()
  }
}
