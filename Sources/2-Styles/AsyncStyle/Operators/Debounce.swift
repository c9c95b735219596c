import StyleInternals

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Emits an element only after `interval` has passed without a newer one, measured on `clock`.
  ///
  /// Each element restarts the quiet period; when it ends, the latest element is emitted. When
  /// the base finishes inside a quiet period, the pending element is emitted at once and the
  /// sequence finishes (as in RxSwift and swift-async-algorithms); when the base fails, the
  /// pending element is dropped and the failure is thrown at once. Cancelling the consuming task
  /// cancels the base's iteration and the pending sleep.
  ///
  /// ```swift
  /// let queries = searchText.debounce(for: .milliseconds(300), clock: clock)
  /// ```
  /// - Parameters:
  ///   - interval: the quiet period.
  ///   - tolerance: how late the end of the quiet period may be, passed to the clock's sleep.
  ///   - clock: the clock to sleep on, of any duration type as in swift-async-algorithms; inject a
  ///     test clock in tests.
  /// - Returns: the debounced sequence.
  public func debounce<C: Clock>(
    for interval: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C
  ) -> AsyncDebounceSequence<Self, C> {
    AsyncDebounceSequence(base: self, interval: interval, tolerance: tolerance, clock: clock)
  }

  /// Emits an element only after `interval` of the continuous clock has passed without a newer
  /// one; see ``debounce(for:tolerance:clock:)``.
  /// - Parameters:
  ///   - interval: the quiet period.
  ///   - tolerance: how late the end of the quiet period may be, passed to the clock's sleep.
  /// - Returns: the debounced sequence.
  public func debounce(
    for interval: Duration, tolerance: Duration? = nil
  ) -> AsyncDebounceSequence<Self, ContinuousClock> {
    AsyncDebounceSequence(base: self, interval: interval, tolerance: tolerance, clock: ContinuousClock())
  }
}

/// The sequence that `debounce(for:tolerance:clock:)` returns.
public struct AsyncDebounceSequence<Base: AsyncSequence & Sendable, C: Clock>: AsyncSequence, Sendable
where Base.Element: Sendable {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  @usableFromInline let base: Base
  @usableFromInline let interval: C.Duration
  @usableFromInline let tolerance: C.Duration?
  @usableFromInline let clock: C

  @inlinable init(base: Base, interval: C.Duration, tolerance: C.Duration?, clock: C) {
    self.base = base
    self.interval = interval
    self.tolerance = tolerance
    self.clock = clock
  }

  /// Receives the debounced elements from the operator's task.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var inner: AsyncTaskIterator<Element, Failure>

    @inlinable init(_ inner: AsyncTaskIterator<Element, Failure>) { self.inner = inner }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await inner.next(isolation: actor)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await inner.next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> Iterator {
    Iterator(AsyncTaskIterator(running: self))
  }

  /// The alarm is armed once per quiet period, not per element, as `QuietPeriod` rules: an
  /// element only moves the period's end, and the alarm sleeps on until it. A burst of elements
  /// then costs no wake-ups.
  @inlinable
  func run(_ output: TaskOutput<Element, Failure>) async {
    await base.runEventLoop { loop in
      var period = QuietPeriod()
      // The element waiting while `period.isWaiting`.
      var pending: Element?
      let alarm = loop.startAlarm(clock: clock, deadline: clock.now, tolerance: tolerance)
      defer { alarm.stop() }
      events: while let event = await loop.next() {
        switch event {
        case .element(let element):
          alarm.deadline = clock.now.advanced(by: interval)
          pending = element
          if period.restart() { alarm.arm() }
        case .tick:
          switch period.timerFired(endIsAhead: alarm.isAhead) {
          case .nothingWaits:
            continue
          case .setAgain:
            alarm.arm()
          case .ended:
            guard let element = pending.take() else { continue }
            guard await output.send(element) else { break events }
          }
        case .finished:
          if period.close(), let element = pending { _ = await output.send(element) }
          break events
        case .failed(let failure):
          output.fail(failure)
          break events
        }
      }
    }
  }
}

extension AsyncDebounceSequence: TaskBackedSequence {}

@available(*, unavailable)
extension AsyncDebounceSequence.Iterator: Sendable {}
