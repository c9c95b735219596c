extension AsyncSequence {
  /// Emits each element `interval` after the base produced it, measured on `clock`.
  ///
  /// The delay starts when the base hands the element over, and the next element is requested
  /// only after the delayed one was emitted, so a pull-driven base is slowed down rather than
  /// buffered. The end and failures are not delayed. Cancelling the consuming task ends the
  /// sleep at once, and the sequence ends (`nil`) without emitting the pending element.
  ///
  /// ```swift
  /// let toast = messages.delay(for: .seconds(2), clock: clock)
  /// ```
  /// - Parameters:
  ///   - interval: how long to hold each element.
  ///   - clock: the clock to sleep on; inject a test clock in tests.
  /// - Returns: the delayed sequence.
  public func delay<C: Clock<Duration>>(
    for interval: Duration, clock: C = ContinuousClock()
  ) -> AsyncDelaySequence<Self, C> {
    AsyncDelaySequence(base: self, interval: interval, clock: clock)
  }
}

/// The sequence that `delay(for:clock:)` returns.
public struct AsyncDelaySequence<Base: AsyncSequence, C: Clock<Duration>>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  let base: Base
  let interval: Duration
  let clock: C

  /// Sleeps for the interval after each element of the base.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let interval: Duration
    let clock: C
    var cancelled = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      guard !cancelled, let element = try await base.next(isolation: actor) else { return nil }
      let deadline = clock.now.advanced(by: interval)
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        cancelled = true
        return nil
      }
      return element
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), interval: interval, clock: clock)
  }
}

extension AsyncDelaySequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncDelaySequence.AsyncIterator: Sendable {}
