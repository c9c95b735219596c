/// The failure of a sequence with a timeout: either it timed out, or its base failed.
///
/// Over a base that cannot fail, only ``timedOut(after:)`` can happen.
public enum AsyncTimeoutFailure<Upstream: Error>: Error {
  /// No element arrived within the given time after the iteration began or after the last element.
  case timedOut(after: Duration)
  /// The base failed.
  case upstream(Upstream)
}

extension AsyncTimeoutFailure: Equatable where Upstream: Equatable {}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Fails with ``AsyncTimeoutFailure/timedOut(after:)`` when no element arrives within
  /// `interval`, measured on `clock` from the first request and then from each element.
  ///
  /// The time a consumer takes between elements does not count: the next period starts when an
  /// element has been handed over. When the timeout fires, the base's iteration is cancelled.
  ///
  /// ```swift
  /// do {
  ///   for try await reply in replies.timeout(after: .seconds(5), clock: clock) { show(reply) }
  /// } catch .timedOut {
  ///   showOffline()
  /// } catch .upstream(let error) {
  ///   show(error)
  /// }
  /// ```
  /// - Parameters:
  ///   - interval: the longest wait for an element.
  ///   - clock: the clock to sleep on; inject a test clock in tests.
  /// - Returns: a sequence that fails when the base is silent too long.
  public func timeout<C: Clock<Duration>>(
    after interval: Duration, clock: C = ContinuousClock()
  ) -> AsyncTimeoutSequence<Self, C> {
    AsyncTimeoutSequence(base: self, interval: interval, clock: clock)
  }
}

/// The sequence that `timeout(after:clock:)` returns.
public struct AsyncTimeoutSequence<Base: AsyncSequence & Sendable, C: Clock<Duration>>: AsyncSequence, Sendable
where Base.Element: Sendable {
  public typealias Element = Base.Element
  public typealias Failure = AsyncTimeoutFailure<Base.Failure>

  let base: Base
  let interval: Duration
  let clock: C

  /// Receives the elements, or the timeout, from the operator's task.
  public typealias AsyncIterator = AsyncTaskIterator<Element, Failure>

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(running: self)
  }

  @usableFromInline
  func run(_ output: TaskOutput<Element, Failure>) async {
    await base.runEventLoop { loop in
      let alarm = loop.startAlarm(clock: clock, deadline: clock.now.advanced(by: interval))
      defer { alarm.stop() }
      alarm.arm()
      events: while let event = await loop.next() {
        switch event {
        case .element(let element):
          guard await output.send(element) else { break events }
          // The consumer's time with the element does not count: the wait restarts once it took it.
          alarm.deadline = clock.now.advanced(by: interval)
        case .tick:
          if alarm.isAhead {
            alarm.arm()
            continue
          }
          output.fail(.timedOut(after: interval))
          break events
        case .finished:
          break events
        case .failed(let failure):
          output.fail(.upstream(failure))
          break events
        }
      }
    }
  }
}

extension AsyncTimeoutSequence: TaskBackedSequence {}
