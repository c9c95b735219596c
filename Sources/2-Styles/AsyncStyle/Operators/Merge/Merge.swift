/// Emits the elements of two sequences as they arrive, interleaved.
///
/// Both bases are iterated at once, each by a child task of the operator's task, and each base
/// is asked for its next element only after its previous one was taken by the consumer. The
/// result finishes when both bases have finished, and fails at once when either fails (the
/// other's iteration is then cancelled). Cancelling the consuming task cancels both iterations.
///
/// ```swift
/// for await event in merge(taps, timerTicks) { handle(event) }
/// ```
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element and failure types.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2
) -> AsyncMerge2Sequence<Base1, Base2>
where Base1.Element == Base2.Element, Base1.Failure == Base2.Failure, Base1.Element: Sendable {
  AsyncMerge2Sequence(base1: base1, base2: base2)
}

/// Emits the elements of three sequences as they arrive, interleaved.
///
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element and failure types.
///   - base3: a third such sequence.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncMerge3Sequence<Base1, Base2, Base3>
where
  Base1.Element == Base2.Element, Base2.Element == Base3.Element, Base1.Failure == Base2.Failure,
  Base2.Failure == Base3.Failure, Base1.Element: Sendable
{
  AsyncMerge3Sequence(base1: base1, base2: base2, base3: base3)
}

/// The sequence that `merge(_:_:)` returns.
public struct AsyncMerge2Sequence<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>: AsyncSequence,
  Sendable
where Base1.Element == Base2.Element, Base1.Failure == Base2.Failure, Base1.Element: Sendable {
  public typealias Element = Base1.Element
  public typealias Failure = Base1.Failure

  @usableFromInline let base1: Base1
  @usableFromInline let base2: Base2

  @inlinable init(base1: Base1, base2: Base2) {
    self.base1 = base1
    self.base2 = base2
  }

  /// Receives the merged elements from the operator's task.
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
    let base1 = self.base1
    let base2 = self.base2
    return Iterator(AsyncTaskIterator(children: [{ await base1.forward(to: $0) }, { await base2.forward(to: $0) }]))
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Sends every element to `output`; fails it on failure; leaves finishing to the caller.
  @inlinable
  func forward(to output: TaskOutput<Element, Failure>) async {
    var iterator = makeAsyncIterator()
    do {
      while let element = try await iterator.next(isolation: nil) {
        guard await output.send(element) else { return }
      }
    } catch {
      output.fail(error)
    }
  }
}

/// Emits the elements of two sequences as they arrive, interleaved, where `base1` cannot fail: the result fails as `base2` does.
///
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2
) -> AsyncMerge2Sequence<AsyncMapErrorSequence<Base1, Base2.Failure>, Base2>
where Base1.Failure == Never, Base1.Element == Base2.Element, Base1.Element: Sendable {
  merge(base1.setFailureType(to: Base2.Failure.self), base2)
}

/// Emits the elements of two sequences as they arrive, interleaved, where `base2` cannot fail: the result fails as `base1` does.
///
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2
) -> AsyncMerge2Sequence<Base1, AsyncMapErrorSequence<Base2, Base1.Failure>>
where Base2.Failure == Never, Base1.Element == Base2.Element, Base1.Element: Sendable {
  merge(base1, base2.setFailureType(to: Base1.Failure.self))
}

/// Emits the elements of two sequences as they arrive, interleaved, neither of which can fail.
///
/// Chosen over the overloads for one failing base when neither can fail.
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2
) -> AsyncMerge2Sequence<Base1, Base2>
where Base1.Failure == Never, Base2.Failure == Never, Base1.Element == Base2.Element, Base1.Element: Sendable {
  AsyncMerge2Sequence(base1: base1, base2: base2)
}

/// Emits the elements of two sequences as they arrive, interleaved, which fail with different types: the result fails with `any Error`.
///
/// ```swift
/// let all = merge(readings.map { try validate($0) }, typedFeed)  // throws any Error
/// ```
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2
) -> AsyncMerge2Sequence<AsyncMapErrorSequence<Base1, any Error>, AsyncMapErrorSequence<Base2, any Error>>
where Base1.Element == Base2.Element, Base1.Element: Sendable {
  merge(base1.eraseFailure(), base2.eraseFailure())
}

@available(*, unavailable)
extension AsyncMerge2Sequence.Iterator: Sendable {}
