/// Emits a pair of the latest elements of two sequences whenever either emits, once both have.
///
/// Both bases are iterated at once by child tasks of the operator's task. The result finishes
/// when both bases have finished, or as soon as one finishes without ever having emitted (no pair
/// can then be formed). A failure of either base is thrown at once and the other iteration is
/// cancelled. Cancelling the consuming task cancels both iterations.
///
/// ```swift
/// let canLogIn = combineLatest(userName, password).map { !$0.isEmpty && $1.count >= 8 }
/// ```
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
/// - Returns: a sequence of pairs.
public func combineLatest<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2
) -> AsyncCombineLatest2Sequence<Base1, Base2>
where Base1.Failure == Base2.Failure, Base1.Element: Sendable, Base2.Element: Sendable {
  AsyncCombineLatest2Sequence(base1: base1, base2: base2)
}

/// Emits a triple of the latest elements of three sequences whenever any emits, once all have.
///
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
///   - base3: the sequence of third components.
/// - Returns: a sequence of triples.
public func combineLatest<
  Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable
>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncCombineLatest3Sequence<Base1, Base2, Base3>
where
  Base1.Failure == Base2.Failure, Base2.Failure == Base3.Failure, Base1.Element: Sendable,
  Base2.Element: Sendable, Base3.Element: Sendable
{
  AsyncCombineLatest3Sequence(base1: base1, base2: base2, base3: base3)
}

/// The sequence that `combineLatest(_:_:)` returns.
public struct AsyncCombineLatest2Sequence<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>:
  AsyncSequence, Sendable
where Base1.Failure == Base2.Failure, Base1.Element: Sendable, Base2.Element: Sendable {
  public typealias Element = (Base1.Element, Base2.Element)
  public typealias Failure = Base1.Failure

  @usableFromInline let base1: Base1
  @usableFromInline let base2: Base2

  @inlinable init(base1: Base1, base2: Base2) {
    self.base1 = base1
    self.base2 = base2
  }

  /// The iterator, under the name `AsyncSequence` gives it.
  public typealias AsyncIterator = Iterator

  /// Pairs the latest elements as the bases' events arrive; each base is iterated by a child
  /// task of the iterator's task.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline typealias Event = LoopEvent<Either<Base1.Element, Base2.Element>, Failure>

    @usableFromInline var events: AsyncTaskIterator<Event, Never>
    @usableFromInline var first: Base1.Element?
    @usableFromInline var second: Base2.Element?
    @usableFromInline var finishedCount = 0
    @usableFromInline var isDone = false

    @inlinable init(events: AsyncTaskIterator<Event, Never>) {
      self.events = events
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      guard !isDone else { return nil }
      while let event = await events.next(isolation: actor) {
        switch event {
        case .element(.first(let element)): first = element
        case .element(.second(let element)): second = element
        case .finished(let source):
          finishedCount += 1
          let neverEmitted = source == 1 ? first == nil : second == nil
          guard finishedCount == 2 || neverEmitted else { continue }
          isDone = true
          await events.state.stop()
          return nil
        case .failed(let failure):
          isDone = true
          events.state.cancel()
          throw failure
        case .tick: continue
        }
        if let first, let second { return (first, second) }
      }
      // The consuming task was cancelled; the iterator has stopped the bases' task.
      isDone = true
      return nil
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> Iterator {
    let base1 = self.base1
    let base2 = self.base2
    return Iterator(
      events: AsyncTaskIterator(pumps: [
        { await base1.pump(into: $0, source: 1) { .first($0) } },
        { await base2.pump(into: $0, source: 2) { .second($0) } },
      ]))
  }
}

@available(*, unavailable)
extension AsyncCombineLatest2Sequence.Iterator: Sendable {}

/// Emits a pair of the latest elements of two sequences whenever either emits, once both have, where `base1` cannot fail: the result fails as `base2` does.
///
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
/// - Returns: a sequence of pairs.
public func combineLatest<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2
) -> AsyncCombineLatest2Sequence<AsyncMapErrorSequence<Base1, Base2.Failure>, Base2>
where Base1.Failure == Never, Base1.Element: Sendable, Base2.Element: Sendable {
  combineLatest(base1.setFailureType(to: Base2.Failure.self), base2)
}

/// Emits a pair of the latest elements of two sequences whenever either emits, once both have, where `base2` cannot fail: the result fails as `base1` does.
///
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
/// - Returns: a sequence of pairs.
public func combineLatest<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2
) -> AsyncCombineLatest2Sequence<Base1, AsyncMapErrorSequence<Base2, Base1.Failure>>
where Base2.Failure == Never, Base1.Element: Sendable, Base2.Element: Sendable {
  combineLatest(base1, base2.setFailureType(to: Base1.Failure.self))
}

/// Emits a pair of the latest elements of two sequences whenever either emits, once both have, neither of which can fail.
///
/// Chosen over the overloads for one failing base when neither can fail.
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
/// - Returns: a sequence of pairs.
public func combineLatest<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2
) -> AsyncCombineLatest2Sequence<Base1, Base2>
where Base1.Failure == Never, Base2.Failure == Never, Base1.Element: Sendable, Base2.Element: Sendable {
  AsyncCombineLatest2Sequence(base1: base1, base2: base2)
}

/// Emits a pair of the latest elements of two sequences whenever either emits, once both have, which fail with different types: the result fails with `any Error`.
///
/// ```swift
/// let all = combineLatest(readings.map { try validate($0) }, typedFeed)  // throws any Error
/// ```
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
/// - Returns: a sequence of pairs.
public func combineLatest<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2
) -> AsyncCombineLatest2Sequence<AsyncMapErrorSequence<Base1, any Error>, AsyncMapErrorSequence<Base2, any Error>>
where Base1.Element: Sendable, Base2.Element: Sendable {
  combineLatest(base1.eraseFailure(), base2.eraseFailure())
}
