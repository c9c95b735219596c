extension AsyncSequence {
  /// Groups elements into arrays of `count`; the last array may be shorter.
  ///
  /// ```swift
  /// let pairs = (1...5).async.chunks(ofCount: 2)  // [1, 2], [3, 4], [5]
  /// ```
  /// - Parameter count: the size of each full chunk; must be positive.
  /// - Returns: a sequence of chunks.
  public func chunks(ofCount count: Int) -> AsyncChunksOfCountSequence<Self> {
    precondition(count > 0, "chunks(ofCount:) requires a positive count")
    return AsyncChunksOfCountSequence(base: self, count: count)
  }
}

/// The sequence that `chunks(ofCount:)` returns.
public struct AsyncChunksOfCountSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = [Base.Element]
  public typealias Failure = Base.Failure

  let base: Base
  let count: Int

  /// Fills a chunk from the base, emitting it when full or when the base ends.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let count: Int
    var finished = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      guard !finished else { return nil }
      var chunk: [Base.Element] = []
      chunk.reserveCapacity(count)
      while chunk.count < count {
        guard !Task.isCancelled, let element = try await base.next(isolation: actor) else {
          finished = true
          return chunk.isEmpty ? nil : chunk
        }
        chunk.append(element)
      }
      return chunk
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: base.makeAsyncIterator(), count: count) }
}

extension AsyncChunksOfCountSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncChunksOfCountSequence.AsyncIterator: Sendable {}
