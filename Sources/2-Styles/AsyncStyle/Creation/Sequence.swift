extension Sequence {
  /// This sequence as an `AsyncSequence` that never suspends and never fails.
  ///
  /// Each `next()` returns the base's next element at once, so a chain of in-house operators over
  /// it runs as fast as a synchronous loop once the compiler specialises it. Once the base has
  /// ended the iterator returns `nil` and never touches the base again. It looks for cancellation
  /// at the first `next()` and then every 64 elements (a check per element would cost more than
  /// the rest of a `map`/`filter` chain), so even an endless base such as `(0...).async` ends
  /// within 64 elements once its consumer is cancelled. swift-async-algorithms checks at every
  /// element.
  ///
  /// ```swift
  /// let sum = await (1...100).async.map { $0 * 2 }.filter { $0 % 3 == 0 }.reduce(0, +)
  /// ```
  /// - Returns: an asynchronous sequence with the same elements.
  @inlinable
  public var async: AsyncSyncSequence<Self> { AsyncSyncSequence(base: self) }
}

/// A synchronous sequence adapted to `AsyncSequence`; see `Sequence.async`.
public struct AsyncSyncSequence<Base: Sequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Never

  @usableFromInline let base: Base

  @inlinable init(base: Base) { self.base = base }

  /// Iterates the base sequence without suspending, until it ends or the task is cancelled.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var base: Base.Iterator?
    @usableFromInline var untilCancellationCheck: UInt8 = 0

    @inlinable init(base: Base.Iterator) { self.base = base }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? { nextElement() }

    @inlinable
    public mutating func next() async -> Element? { nextElement() }

    @inlinable
    mutating func nextElement() -> Element? {
      if untilCancellationCheck == 0 {
        untilCancellationCheck = 64
        if Task.isCancelled { base = nil }
      }
      untilCancellationCheck &-= 1
      guard let element = base?.next() else {
        base = nil
        return nil
      }
      return element
    }
  }

  @inlinable
  public func makeAsyncIterator() -> Iterator { Iterator(base: base.makeIterator()) }
}

extension AsyncSyncSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncSyncSequence.Iterator: Sendable {}
