extension AsyncSequence {
  /// Drops the `nil` elements of a sequence of optionals and unwraps the others.
  ///
  /// ```swift
  /// let present = [1, nil, 3].async.compacted()  // 1, 3
  /// ```
  /// - Returns: a sequence of the non-`nil` elements.
  public func compacted<Unwrapped>() -> AsyncCompactedSequence<Self, Unwrapped> where Element == Unwrapped? {
    AsyncCompactedSequence(base: self)
  }
}

/// The sequence that `compacted()` returns.
public struct AsyncCompactedSequence<Base: AsyncSequence, Element>: AsyncSequence where Base.Element == Element? {
  public typealias Failure = Base.Failure

  let base: Base

  /// Skips the base's `nil`s.
  public struct Iterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await base.next(isolation: actor) { $0 }
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator { Iterator(base: base.makeAsyncIterator()) }
}

extension AsyncCompactedSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncCompactedSequence.Iterator: Sendable {}
