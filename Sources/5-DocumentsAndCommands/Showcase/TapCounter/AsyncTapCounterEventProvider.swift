/// The streams the tap-counter screen sends to its presenter, in the async style.
///
/// The screen passes its button's taps as an async sequence (an `AsyncStream` it yields into, a
/// subject); a test passes a hot sequence played on the test scheduler.
///
/// ```swift
/// let (taps, tap) = AsyncStream<Void>.makeStream()
/// let eventProvider = AsyncTapCounterEventProvider(buttonTapped: taps)
/// tap.yield()
/// ```
public struct AsyncTapCounterEventProvider<ButtonTapped: AsyncSequence<Void, Never> & Sendable>: Sendable {
  /// One element per tap of the button.
  public let buttonTapped: ButtonTapped

  /// Wraps the screen's tap sequence.
  ///
  /// - Parameter buttonTapped: One element per tap of the button.
  public init(buttonTapped: ButtonTapped) {
    self.buttonTapped = buttonTapped
  }
}
