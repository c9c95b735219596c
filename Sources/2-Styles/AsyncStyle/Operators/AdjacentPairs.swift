extension AsyncSequence {
  /// Emits each element paired with the one before it, from the second element on.
  ///
  /// A base of fewer than two elements gives an empty sequence; a failure of the base is thrown.
  ///
  /// ```swift
  /// let steps = [1, 2, 4].async.adjacentPairs()  // (1, 2), (2, 4)
  /// ```
  /// - Returns: a sequence of pairs of consecutive elements.
  public func adjacentPairs() -> AsyncAdjacentPairsSequence<Self> {
    AsyncAdjacentPairsSequence(base: self)
  }
}

/// The sequence that `adjacentPairs()` returns.
public struct AsyncAdjacentPairsSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = (Base.Element, Base.Element)
  public typealias Failure = Base.Failure

  let base: Base

  /// Remembers the previous element to pair it with the next one.
  public struct Iterator: AsyncIteratorProtocol {
    /// A pair of an element and the one after it.
    public typealias Element = (Base.Element, Base.Element)

    var base: Base.AsyncIterator
    var previous: Base.Element?

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      if previous == nil {
        guard let first = try await base.next(isolation: actor) else { return nil }
        previous = first
      }
      guard let element = try await base.next(isolation: actor), let before = previous else { return nil }
      previous = element
      return (before, element)
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator { Iterator(base: base.makeAsyncIterator()) }
}

extension AsyncAdjacentPairsSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncAdjacentPairsSequence.Iterator: Sendable {}
