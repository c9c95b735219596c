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
) -> AsyncSyncMapSequence<
  AsyncCombineLatest2Sequence<AsyncCombineLatest2Sequence<Base1, Base2>, Base3>,
  (Base1.Element, Base2.Element, Base3.Element)
>
where
  Base1.Failure == Base2.Failure, Base2.Failure == Base3.Failure, Base1.Element: Sendable,
  Base2.Element: Sendable, Base3.Element: Sendable
{
  combineLatest(combineLatest(base1, base2), base3).map { pair, third in (pair.0, pair.1, third) }
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

  /// Receives the pairs from the operator's task.
  public typealias AsyncIterator = AsyncTaskIterator<Element, Failure>

  @inlinable
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(running: self)
  }

  @inlinable
  func run(_ output: TaskOutput<Element, Failure>) async {
    let base1 = self.base1
    let base2 = self.base2
    typealias Input = Either<Base1.Element, Base2.Element>
    await EventLoop<Input, Failure>.run(
      pumps: [
        { await base1.pump(into: $0, source: 1) { .first($0) } },
        { await base2.pump(into: $0, source: 2) { .second($0) } },
      ]
    ) { loop in
      var first: Base1.Element?
      var second: Base2.Element?
      var finishedCount = 0
      events: while let event = await loop.next() {
        switch event {
        case .element(.first(let element)): first = element
        case .element(.second(let element)): second = element
        case .finished(let source):
          finishedCount += 1
          let neverEmitted = source == 1 ? first == nil : second == nil
          if finishedCount == 2 || neverEmitted { break events }
          continue
        case .failed(let failure):
          output.fail(failure)
          break events
        case .tick: continue
        }
        if let first, let second {
          guard await output.send((first, second)) else { break events }
        }
      }
    }
  }
}

extension AsyncCombineLatest2Sequence: TaskBackedSequence {}

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
