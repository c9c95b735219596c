extension AsyncSequence {
  /// Groups elements into collections of type `Collected` of `count` elements; the last one may
  /// be shorter.
  ///
  /// ```swift
  /// let words = "abcde".async.chunks(ofCount: 2, into: String.self)  // "ab", "cd", "e"
  /// ```
  /// - Parameters:
  ///   - count: the size of each full chunk; must be positive.
  ///   - collectionType: the type of collection each chunk is gathered into.
  /// - Returns: a sequence of chunks.
  public func chunks<Collected: RangeReplaceableCollection>(
    ofCount count: Int, into collectionType: Collected.Type
  ) -> AsyncChunksOfCountSequence<Self, Collected> where Collected.Element == Element {
    precondition(count > 0, "chunks(ofCount:) requires a positive count")
    return AsyncChunksOfCountSequence(base: self, count: count)
  }

  /// Groups elements into arrays of `count`; the last array may be shorter.
  ///
  /// ```swift
  /// let pairs = (1...5).async.chunks(ofCount: 2)  // [1, 2], [3, 4], [5]
  /// ```
  /// - Parameter count: the size of each full chunk; must be positive.
  /// - Returns: a sequence of chunks.
  public func chunks(ofCount count: Int) -> AsyncChunksOfCountSequence<Self, [Element]> {
    chunks(ofCount: count, into: [Element].self)
  }
}

/// The sequence that `chunks(ofCount:)` and `chunks(ofCount:into:)` return.
public struct AsyncChunksOfCountSequence<Base: AsyncSequence, Collected: RangeReplaceableCollection>: AsyncSequence
where Collected.Element == Base.Element {
  public typealias Element = Collected
  public typealias Failure = Base.Failure

  let base: Base
  let count: Int

  /// Fills a chunk from the base, emitting it when full or when the base ends.
  public struct Iterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let count: Int
    var finished = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      guard !finished else { return nil }
      var chunk = Collected()
      chunk.reserveCapacity(count)
      // Counted here: `count` of a collection that is not random-access walks it.
      var collected = 0
      while collected < count {
        guard !Task.isCancelled, let element = try await base.next(isolation: actor) else {
          finished = true
          return collected == 0 ? nil : chunk
        }
        chunk.append(element)
        collected += 1
      }
      return chunk
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator { Iterator(base: base.makeAsyncIterator(), count: count) }
}

extension AsyncChunksOfCountSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncChunksOfCountSequence.Iterator: Sendable {}
