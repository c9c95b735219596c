import ProducerStyle

/// The streams the tap-counter screen sends to its presenter, in the producer style.
///
/// The screen passes its button's taps as a hot signal; a test passes a pipe it sends into on
/// the test scheduler.
///
/// ```swift
/// let (taps, tap) = Signal<Void, Never>.pipe()
/// let eventProvider = ProducerTapCounterEventProvider(buttonTapped: taps)
/// tap.send(value: ())
/// ```
public struct ProducerTapCounterEventProvider: Sendable {
  /// One value per tap of the button.
  public let buttonTapped: Signal<Void, Never>

  /// Wraps the screen's tap signal.
  ///
  /// - Parameter buttonTapped: One value per tap of the button.
  public init(buttonTapped: Signal<Void, Never>) {
    self.buttonTapped = buttonTapped
  }
}
