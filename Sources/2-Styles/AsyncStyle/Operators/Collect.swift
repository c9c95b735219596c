extension AsyncSequence {
  /// Emits one array of every element once the base has finished.
  ///
  /// A failure of the base is thrown instead, and nothing is emitted.
  ///
  /// ```swift
  /// let all = [1, 2, 3].async.collect()  // [1, 2, 3]
  /// ```
  /// - Returns: a sequence of exactly one array (unless the base fails).
  public func collect() -> AsyncCollectSequence<Self> {
    AsyncCollectSequence(base: self)
  }
}

/// The sequence that `collect()` returns.
public struct AsyncCollectSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = [Base.Element]
  public typealias Failure = Base.Failure

  let base: Base

  /// Gathers the whole base on the first call.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator?

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      guard var iterator = base else { return nil }
      base = nil
      var elements: [Base.Element] = []
      while let element = try await iterator.next(isolation: actor) {
        elements.append(element)
        // A cancelled consumer gets no collection rather than a partial one.
        if elements.count & 63 == 0, Task.isCancelled { return nil }
      }
      return Task.isCancelled ? nil : elements
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: base.makeAsyncIterator()) }
}

extension AsyncCollectSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncCollectSequence.AsyncIterator: Sendable {}
