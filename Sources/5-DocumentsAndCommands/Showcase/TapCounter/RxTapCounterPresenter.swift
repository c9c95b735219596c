import RxStyle

/// The tap counter's business logic in the Rx style: how many times the button has been tapped.
///
/// The count starts at zero and each tap adds one, so the first tap shows 1. Nothing is
/// stored: the count lives in the `scan`, once per subscription. The count ends or fails when
/// the taps do.
///
/// ```swift
/// let presenter = RxTapCounterPresenter(eventProvider: RxTapCounterEventProvider(buttonTapped: taps))
/// presenter.count
///   .asDriver(onErrorJustReturn: 0)
///   .map { "You have tapped that button \($0) times." }
///   .drive(onNext: { label.text = $0 })
///   .disposed(by: bag)
/// ```
public struct RxTapCounterPresenter: Sendable {
  /// The number of taps so far, sent after each tap.
  public let count: Observable<Int>

  /// Counts the taps of `eventProvider`.
  ///
  /// - Parameter eventProvider: The screen's streams.
  public init(eventProvider: RxTapCounterEventProvider) {
    // snippet: tap-counter-chain-rx
    self.count =
      eventProvider.buttonTapped.scan(0) { (previousValue, _) in
        return previousValue + 1
      }
    // end snippet
  }
}

/// The primer's name for ``RxTapCounterPresenter``, so its code reads as written.
public typealias Presenter = RxTapCounterPresenter
