import AsyncStyle

/// The tap counter's business logic in the async style: how many times the button has been
/// tapped.
///
/// The count starts at zero and each tap adds one, so the first tap shows 1. Nothing is
/// stored: the count lives in the `scan`, once per iteration, as in the Rx style. The count
/// finishes when the taps do; cancelling the iterating task stops it.
///
/// ```swift
/// let presenter = AsyncTapCounterPresenter(eventProvider: AsyncTapCounterEventProvider(buttonTapped: taps))
/// for await count in presenter.count { label.text = "You have tapped that button \(count) times." }
/// ```
public struct AsyncTapCounterPresenter<ButtonTapped: AsyncSequence<Void, Never> & Sendable>: Sendable {
  /// The number of taps so far, sent after each tap.
  public let count: AsyncScanSequence<ButtonTapped, Int>

  /// Counts the taps of `eventProvider`.
  ///
  /// - Parameter eventProvider: The screen's streams.
  public init(eventProvider: AsyncTapCounterEventProvider<ButtonTapped>) {
    // snippet: tap-counter-chain-async
    self.count =
      eventProvider.buttonTapped.scan(0) { (previousValue, _) in
        return previousValue + 1
      }
    // end snippet
  }
}
