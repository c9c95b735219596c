import AsyncStyle

/// The currency converter's screen logic in the async style: reload on demand, show the rates or
/// an error.
///
/// Nothing is fetched until `input.reload` yields; each reload replaces the fetch in flight
/// (`flatMapLatest`, which cancels the replaced fetch's task). A failed fetch sends its message
/// on `output.errorMessage`, then an empty list on `output.rates`, and the next reload fetches
/// again. The work runs in ``run()``, which the owner awaits for as long as the screen lives;
/// cancelling that task stops everything. The outputs are hot: begin iterating them before
/// reloading.
///
/// ```swift
/// let viewModel = AsyncCurrencyViewModel(service: service)
/// Task { await viewModel.run() }
/// Task { for await rates in viewModel.output.rates { table.show(rates) } }
/// viewModel.input.reload.yield()
/// ```
public final class AsyncCurrencyViewModel: Sendable {
  /// What the screen sends.
  public struct Input: Sendable {
    /// Fetches the rates again, once per element; reloads made before ``run()`` starts wait for it.
    public let reload: AsyncStream<Void>.Continuation
  }

  /// What the screen shows.
  public struct Output: Sendable {
    /// The rates of each fetch; an empty list after a failure.
    public let rates: AsyncPassthroughSubject<[CurrencyRate], Never>
    /// The message of each failed fetch.
    public let errorMessage: AsyncPassthroughSubject<String, Never>
  }

  /// The screen's inputs.
  public let input: Input
  /// The screen's outputs.
  public let output: Output
  /// Each fetch's outcome, sent just before the outputs: one sequence orders a failure's message
  /// before its empty list, where two subjects read by two tasks do not (the terminal demo reads it).
  let outcomes = AsyncPassthroughSubject<CurrencyOutcome, Never>()
  private let reloads: AsyncStream<Void>
  private let service: any CurrencyService

  /// Wires the inputs to the outputs through `service`.
  ///
  /// - Parameter service: Where the rates come from.
  public init(service: any CurrencyService) {
    let (reloads, reload) = AsyncStream<Void>.makeStream()
    self.reloads = reloads
    self.service = service
    input = Input(reload: reload)
    output = Output(rates: AsyncPassthroughSubject(), errorMessage: AsyncPassthroughSubject())
  }

  /// Turns reloads into rates until the calling task is cancelled or the reloads finish; call it
  /// once.
  public func run() async {
    let service = service
    // snippet: currency-converter-chain-async
    let outcomes = reloads.flatMapLatest { _ in CurrencyFetch(service: service) }
    for await outcome in outcomes {
      self.outcomes.send(outcome)
      if let message = outcome.errorMessage { output.errorMessage.send(message) }
      output.rates.send(outcome.rates)
    }
    // end snippet
  }
}

/// One fetch as a sequence of its outcome; a fetch cancelled by a newer reload ends quietly.
private struct CurrencyFetch: AsyncSequence, Sendable {
  typealias Element = CurrencyOutcome
  typealias Failure = Never
  let service: any CurrencyService

  struct AsyncIterator: AsyncIteratorProtocol {
    let service: any CurrencyService
    var isDone = false

    mutating func next(isolation actor: isolated (any Actor)?) async -> CurrencyOutcome? {
      guard !isDone else { return nil }
      isDone = true
      do {
        return .loaded(try await service.fetchConverterAsync().rates)
      } catch {
        return Task.isCancelled ? nil : .failed(CurrencyText.message(for: error))
      }
    }

    mutating func next() async -> CurrencyOutcome? { await next(isolation: nil) }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(service: service) }
}
