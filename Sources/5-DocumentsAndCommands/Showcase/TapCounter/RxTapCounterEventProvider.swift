import RxStyle

/// The streams the tap-counter screen sends to its presenter, in the Rx style.
///
/// The screen wraps its button's taps; a test passes a scheduler-made observable instead,
/// which is the one thing a presenter test needs to fake.
///
/// ```swift
/// let eventProvider = RxTapCounterEventProvider(buttonTapped: button.rx.tap.asObservable())
/// ```
public struct RxTapCounterEventProvider: Sendable {
  /// One element per tap of the button.
  public let buttonTapped: Observable<Void>

  /// Wraps the screen's tap stream.
  ///
  /// - Parameter buttonTapped: One element per tap of the button.
  public init(buttonTapped: Observable<Void>) {
    self.buttonTapped = buttonTapped
  }
}

/// The primer's name for ``RxTapCounterEventProvider``, so its code reads as written.
public typealias EventProvider = RxTapCounterEventProvider
