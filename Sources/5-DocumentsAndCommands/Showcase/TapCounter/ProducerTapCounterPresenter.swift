import ProducerStyle

/// The tap counter's business logic in the producer style: how many times the button has been
/// tapped.
///
/// The count starts at zero and each tap adds one, so the first tap shows 1. The count is a
/// `scan` over the hot tap signal, made once: every observer sees the same count, and one that
/// starts observing late sees only the taps after it. The count completes when the taps do.
///
/// ```swift
/// let presenter = ProducerTapCounterPresenter(eventProvider: ProducerTapCounterEventProvider(buttonTapped: taps))
/// presenter.count
///   .map { "You have tapped that button \($0) times." }
///   .observeValues { label.text = $0 }
/// ```
public struct ProducerTapCounterPresenter: Sendable {
  /// The number of taps so far, sent after each tap.
  public let count: Signal<Int, Never>

  /// Counts the taps of `eventProvider`.
  ///
  /// - Parameter eventProvider: The screen's streams.
  public init(eventProvider: ProducerTapCounterEventProvider) {
    // snippet: tap-counter-chain-producer
    self.count =
      eventProvider.buttonTapped.scan(0) { (previousValue, _) in
        return previousValue + 1
      }
    // end snippet
  }
}
