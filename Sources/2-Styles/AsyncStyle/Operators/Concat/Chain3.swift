/// The sequence that `chain(_:_:_:)` returns: every element of the first sequence, then of the
/// second, then of the third.
///
/// A failure of any base ends the chain; a base that has finished is never asked again.
///
/// ```swift
/// let all = chain(cached.async, fetched, live)  // the cached elements, the fetched, then the live
/// ```
public struct AsyncChain3Sequence<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>: AsyncSequence
where
  Base1.Element == Base2.Element, Base2.Element == Base3.Element, Base1.Failure == Base2.Failure,
  Base2.Failure == Base3.Failure
{
  public typealias Element = Base1.Element
  public typealias Failure = Base1.Failure

  let base1: Base1
  let base2: Base2
  let base3: Base3

  /// Iterates the first sequence, then the second, then the third, through the iterator of a chain
  /// of the first two sequences' chain and the third.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var inner: AsyncChain2Sequence<AsyncChain2Sequence<Base1, Base2>, Base3>.Iterator

    @inlinable init(_ inner: AsyncChain2Sequence<AsyncChain2Sequence<Base1, Base2>, Base3>.Iterator) {
      self.inner = inner
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await inner.next(isolation: actor)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await inner.next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(
      AsyncChain2Sequence(first: AsyncChain2Sequence(first: base1, second: base2), second: base3).makeAsyncIterator())
  }
}

extension AsyncChain3Sequence: Sendable where Base1: Sendable, Base2: Sendable, Base3: Sendable {}

@available(*, unavailable)
extension AsyncChain3Sequence.Iterator: Sendable {}
