/// The sequence that `merge(_:_:_:)` returns: the elements of three sequences as they arrive.
///
/// The three bases are iterated at once, each by a child task of the operator's task, and each is
/// asked for its next element only after its previous one was taken by the consumer. It finishes
/// when all three have finished and fails at once when one fails, cancelling the others.
///
/// ```swift
/// for await event in merge(taps, swipes, timerTicks) { handle(event) }
/// ```
public struct AsyncMerge3Sequence<
  Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable
>: AsyncSequence, Sendable
where
  Base1.Element == Base2.Element, Base2.Element == Base3.Element, Base1.Failure == Base2.Failure,
  Base2.Failure == Base3.Failure, Base1.Element: Sendable
{
  public typealias Element = Base1.Element
  public typealias Failure = Base1.Failure

  @usableFromInline let base1: Base1
  @usableFromInline let base2: Base2
  @usableFromInline let base3: Base3

  @inlinable init(base1: Base1, base2: Base2, base3: Base3) {
    self.base1 = base1
    self.base2 = base2
    self.base3 = base3
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
    let base3 = self.base3
    return Iterator(
      AsyncTaskIterator(children: [
        { await base1.forward(to: $0) }, { await base2.forward(to: $0) }, { await base3.forward(to: $0) },
      ]))
  }
}

@available(*, unavailable)
extension AsyncMerge3Sequence.Iterator: Sendable {}
