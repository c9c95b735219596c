extension AsyncSequence {
  /// Emits at most one element per `interval`, measured on `clock`.
  ///
  /// The first element is emitted at once. After that, elements that arrive less than `interval`
  /// after the last emission are held back; the first element to arrive once `interval` has
  /// passed is emitted in their place — or, with `latest: false`, the first element held back.
  /// The decision is made when an element arrives, so no timer runs while the base is active. When
  /// the base finishes while an element is held back, that element is emitted once the interval
  /// since the last emission has passed, and the sequence finishes right after it (as in
  /// swift-async-algorithms). A failure of the base is thrown at once and drops the held element.
  ///
  /// ```swift
  /// let saves = edits.throttle(for: .seconds(1), clock: clock)
  /// ```
  /// - Parameters:
  ///   - interval: the minimum time between two emissions.
  ///   - clock: the clock that measures it, of any duration type as in swift-async-algorithms;
  ///     inject a test clock in tests.
  ///   - latest: whether to emit the newest element of a window (`true`) or its first.
  /// - Returns: the throttled sequence.
  public func throttle<C: Clock>(
    for interval: C.Duration, clock: C, latest: Bool = true
  ) -> AsyncThrottleSequence<Self, C> {
    AsyncThrottleSequence(base: self, interval: interval, clock: clock, latest: latest)
  }

  /// Emits at most one element per `interval` of the continuous clock; see
  /// ``throttle(for:clock:latest:)``.
  /// - Parameters:
  ///   - interval: the minimum time between two emissions.
  ///   - latest: whether to emit the newest element of a window (`true`) or its first.
  /// - Returns: the throttled sequence.
  public func throttle(
    for interval: Duration, latest: Bool = true
  ) -> AsyncThrottleSequence<Self, ContinuousClock> {
    AsyncThrottleSequence(base: self, interval: interval, clock: ContinuousClock(), latest: latest)
  }
}

extension AsyncSequence {
  /// The spelling swift-async-algorithms 1.x gives ``throttle(for:clock:latest:)``: the same operator.
  ///
  /// The anchor keeps its throttle underscored until its API is settled, so code written for it
  /// calls `_throttle`; this name lets that code compile unchanged.
  ///
  /// ```swift
  /// let saves = edits._throttle(for: .seconds(1), clock: clock, latest: false)
  /// ```
  /// - Parameters:
  ///   - interval: the minimum time between two emissions.
  ///   - clock: the clock that measures it.
  ///   - latest: whether to emit the newest element of a window (`true`) or its first.
  /// - Returns: the throttled sequence.
  public func _throttle<C: Clock>(
    for interval: C.Duration, clock: C, latest: Bool = true
  ) -> AsyncThrottleSequence<Self, C> {
    throttle(for: interval, clock: clock, latest: latest)
  }

  /// The spelling swift-async-algorithms 1.x gives ``throttle(for:latest:)``: the same operator on
  /// the continuous clock.
  ///
  /// ```swift
  /// let saves = edits._throttle(for: .seconds(1))
  /// ```
  /// - Parameters:
  ///   - interval: the minimum time between two emissions.
  ///   - latest: whether to emit the newest element of a window (`true`) or its first.
  /// - Returns: the throttled sequence.
  public func _throttle(for interval: Duration, latest: Bool = true) -> AsyncThrottleSequence<Self, ContinuousClock> {
    throttle(for: interval, latest: latest)
  }

  /// Emits at most one value per `interval` on `clock`, each the reduction of the elements that
  /// arrived since the last emission (swift-async-algorithms' reducing `_throttle`).
  ///
  /// The window works as in ``throttle(for:clock:latest:)``; instead of keeping the newest or the
  /// first element, `reducing` folds each one into the value held so far, starting from `nil`
  /// after every emission. `latest: true` is `reducing: { _, element in element }`.
  ///
  /// ```swift
  /// let clicksPerSecond = clicks._throttle(for: .seconds(1), clock: clock) { count, _ in (count ?? 0) + 1 }
  /// ```
  /// - Parameters:
  ///   - interval: the minimum time between two emissions.
  ///   - clock: the clock that measures it.
  ///   - reducing: folds an element into the value held since the last emission (`nil` at first);
  ///     it runs in the iterating task, and may suspend.
  /// - Returns: the throttled sequence of reductions.
  public func _throttle<C: Clock, Reduced>(
    for interval: C.Duration, clock: C,
    reducing: nonisolated(nonsending) @Sendable @escaping (Reduced?, Element) async -> Reduced
  ) -> AsyncThrottleReducingSequence<Self, C, Reduced> {
    AsyncThrottleReducingSequence(base: self, interval: interval, clock: clock, reducing: reducing)
  }

  /// The reducing `_throttle` on the continuous clock; see ``_throttle(for:clock:reducing:)``.
  ///
  /// ```swift
  /// let bursts = clicks._throttle(for: .seconds(1)) { count, _ in (count ?? 0) + 1 }
  /// ```
  /// - Parameters:
  ///   - interval: the minimum time between two emissions.
  ///   - reducing: folds an element into the value held since the last emission (`nil` at first).
  /// - Returns: the throttled sequence of reductions.
  public func _throttle<Reduced>(
    for interval: Duration, reducing: nonisolated(nonsending) @Sendable @escaping (Reduced?, Element) async -> Reduced
  ) -> AsyncThrottleReducingSequence<Self, ContinuousClock, Reduced> {
    _throttle(for: interval, clock: ContinuousClock(), reducing: reducing)
  }
}

/// The sequence that `throttle(for:clock:latest:)` returns.
public struct AsyncThrottleSequence<Base: AsyncSequence, C: Clock>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  let base: Base
  let interval: C.Duration
  let clock: C
  let latest: Bool

  /// Holds back elements until the interval since the last emission has passed: the reducing
  /// throttle's iterator, with a reducer that keeps the newest or the first element.
  public typealias Iterator = AsyncThrottleReducingSequence<Base, C, Element>.AsyncIterator

  public func makeAsyncIterator() -> Iterator {
    let latest = latest
    return AsyncThrottleReducingSequence(
      base: base, interval: interval, clock: clock,
      reducing: { held, element in latest ? element : (held ?? element) }
    ).makeAsyncIterator()
  }
}

extension AsyncThrottleSequence: Sendable where Base: Sendable {}

/// The sequence that the reducing `_throttle(for:clock:reducing:)` returns; the plain throttle
/// iterates through it too.
public struct AsyncThrottleReducingSequence<Base: AsyncSequence, C: Clock, Reduced>: AsyncSequence {
  public typealias Element = Reduced
  public typealias Failure = Base.Failure
  typealias Reducer = nonisolated(nonsending) @Sendable (Reduced?, Base.Element) async -> Reduced

  let base: Base
  let interval: C.Duration
  let clock: C
  let reducing: Reducer

  /// Decides when an element arrives whether the interval since the last emission has passed,
  /// and folds the elements inside it into one held value.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let interval: C.Duration
    let clock: C
    let reducing: Reducer
    var lastEmission: C.Instant?
    var finished = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Reduced? {
      guard !finished else { return nil }
      var held: Reduced?
      do {
        while let element = try await base.next(isolation: actor) {
          let candidate = await reducing(held, element)
          let now = clock.now
          if let last = lastEmission, last.duration(to: now) < interval {
            held = candidate
            if Task.isCancelled { break }
            continue
          }
          lastEmission = now
          return candidate
        }
      } catch {
        finished = true
        throw error
      }
      finished = true
      guard let held, let last = lastEmission, !Task.isCancelled else { return nil }
      // A cancelled wait ends the sequence without the held element.
      do { try await clock.sleep(until: last.advanced(by: interval), tolerance: nil) } catch { return nil }
      return held
    }

    public mutating func next() async throws(Failure) -> Reduced? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), interval: interval, clock: clock, reducing: reducing)
  }
}

extension AsyncThrottleReducingSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncThrottleReducingSequence.AsyncIterator: Sendable {}
