/// The sequence that `combineLatest(_:_:_:)` returns: a triple of the three sequences' latest
/// elements whenever any of them emits, once all three have.
///
/// It is the two-base operator applied twice, each triple flattened from a pair and an element,
/// so it finishes and fails as that one does.
///
/// ```swift
/// for try await (name, age, city) in combineLatest(names, ages, cities) { render(name, age, city) }
/// ```
public struct AsyncCombineLatest3Sequence<
  Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable
>: AsyncSequence, Sendable
where
  Base1.Failure == Base2.Failure, Base2.Failure == Base3.Failure, Base1.Element: Sendable,
  Base2.Element: Sendable, Base3.Element: Sendable
{
  public typealias Element = (Base1.Element, Base2.Element, Base3.Element)
  public typealias Failure = Base1.Failure

  @usableFromInline let pairs: AsyncCombineLatest2Sequence<AsyncCombineLatest2Sequence<Base1, Base2>, Base3>

  @inlinable init(base1: Base1, base2: Base2, base3: Base3) {
    pairs = AsyncCombineLatest2Sequence(base1: AsyncCombineLatest2Sequence(base1: base1, base2: base2), base2: base3)
  }

  /// The iterator, under the name `AsyncSequence` gives it.
  public typealias AsyncIterator = Iterator

  /// Flattens each pair of the first two bases' latest elements and the third's into a triple.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var pairs: AsyncCombineLatest2Sequence<AsyncCombineLatest2Sequence<Base1, Base2>, Base3>.Iterator

    @inlinable init(
      pairs: AsyncCombineLatest2Sequence<AsyncCombineLatest2Sequence<Base1, Base2>, Base3>.Iterator
    ) {
      self.pairs = pairs
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      guard let (pair, third) = try await pairs.next(isolation: actor) else { return nil }
      return (pair.0, pair.1, third)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> Iterator {
    Iterator(pairs: pairs.makeAsyncIterator())
  }
}

@available(*, unavailable)
extension AsyncCombineLatest3Sequence.Iterator: Sendable {}
