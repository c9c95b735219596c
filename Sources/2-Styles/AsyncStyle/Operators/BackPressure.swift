extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Iterates this sequence on a task of its own, ahead of the consumer, keeping the elements the
  /// consumer has not taken yet as `policy` says (swift-async-algorithms' `buffer(policy:)`).
  ///
  /// The task starts when the iteration begins and is cancelled when the consumer is cancelled or
  /// drops its iterator. With `.bounded(n)` it stops pulling while `n` elements wait; with
  /// `.bufferingLatest(n)`/`.bufferingOldest(n)` it drops elements instead; with `.unbounded` it
  /// keeps everything. A failure of the base reaches the consumer after the elements buffered
  /// before it. Distinct from ``buffer(timeSpan:count:clock:)``, the Rx-style operator that emits
  /// arrays.
  ///
  /// ```swift
  /// for await frame in camera.frames.buffer(policy: .bufferingLatest(1)) { await render(frame) }
  /// ```
  /// - Parameter policy: how many elements to keep and what to do when the buffer is full.
  /// - Returns: the buffered sequence.
  public func buffer(policy: AsyncBufferSequencePolicy) -> AsyncBufferSequence<Self> {
    AsyncBufferSequence(base: self, policy: policy)
  }
}

/// The sequence that `buffer(policy:)` returns.
public struct AsyncBufferSequence<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Base.Element: Sendable {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  let base: Base
  let policy: AsyncBufferSequencePolicy

  /// The iterator, under the name `AsyncSequence` gives it.
  public typealias AsyncIterator = Iterator

  /// The buffer of one iteration: a shared iteration with a single consumer.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var inner: AsyncShareSequence<Base>.AsyncIterator

    @inlinable init(_ inner: AsyncShareSequence<Base>.AsyncIterator) { self.inner = inner }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await inner.next(isolation: actor)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await inner.next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(AsyncShareSequence(base: base, policy: policy).makeAsyncIterator())
  }
}

@available(*, unavailable)
extension AsyncBufferSequence.Iterator: Sendable {}
