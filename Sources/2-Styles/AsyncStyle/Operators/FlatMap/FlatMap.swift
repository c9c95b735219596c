extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Maps each element to a sequence and emits the elements of all of them as they arrive,
  /// iterating at most `maxConcurrent` inner sequences at a time (RxSwift's `flatMap` /
  /// `merge(maxConcurrent:)`, ReactiveSwift's `flatMap(.merge)`).
  ///
  /// Elements that arrive while `maxConcurrent` inner sequences are running wait, in order, until
  /// one of them finishes. The result finishes when this sequence and every inner sequence have
  /// finished; a failure of any cancels every iteration at once and is thrown after the elements
  /// that arrived before it.
  ///
  /// ```swift
  /// let thumbnails = urls.flatMapMerge(maxConcurrent: 4) { url in loader.image(at: url) }
  /// ```
  /// - Parameters:
  ///   - maxConcurrent: the most inner sequences iterated at once; must be positive.
  ///   - transform: makes the inner sequence for an element.
  /// - Returns: the elements of all inner sequences, interleaved.
  @inlinable
  public func flatMapMerge<Inner: AsyncSequence & Sendable>(
    maxConcurrent: Int = .max, _ transform: @escaping @Sendable (Element) -> Inner
  ) -> AsyncFlatMapMergeSequence<Self, Inner> where Inner.Failure == Failure, Inner.Element: Sendable {
    precondition(maxConcurrent > 0, "flatMapMerge(maxConcurrent:) requires a positive limit")
    return AsyncFlatMapMergeSequence(base: self, maxConcurrent: maxConcurrent, transform: transform)
  }
}

/// The sequence that `flatMapMerge(maxConcurrent:_:)` returns.
///
/// When neither the outer nor the inner sequences can suspend (`(0..<n).async`), the consumer's
/// task iterates them itself, one inner sequence after another, as a push-based flatMap over
/// synchronous sources emits. Otherwise one task iterates the outer sequence and one task per
/// inner sequence iterates it; their elements meet in one buffer that the consumer takes whole at
/// each wake-up, and each inner sequence runs ahead of the consumer by at most a few hundred
/// elements.
public struct AsyncFlatMapMergeSequence<Base: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>:
  AsyncSequence, Sendable
where Inner.Failure == Base.Failure, Base.Element: Sendable, Inner.Element: Sendable {
  public typealias Element = Inner.Element
  public typealias Failure = Base.Failure

  @usableFromInline let base: Base
  @usableFromInline let maxConcurrent: Int
  @usableFromInline let transform: @Sendable (Base.Element) -> Inner

  @inlinable
  init(base: Base, maxConcurrent: Int, transform: @escaping @Sendable (Base.Element) -> Inner) {
    self.base = base
    self.maxConcurrent = maxConcurrent
    self.transform = transform
  }

  /// Iterates the outer and inner sequences in the consumer's task when none can suspend, and
  /// otherwise takes the elements the operator's tasks buffered.
  public struct Iterator: AsyncIteratorProtocol {
    /// The outer iterator while the consumer's task iterates everything itself.
    @usableFromInline var outer: Base.AsyncIterator?
    @usableFromInline var inner: Inner.AsyncIterator?
    @usableFromInline let transform: @Sendable (Base.Element) -> Inner
    /// The tasks' side, when a sequence may suspend.
    @usableFromInline let consumer: FlatMapMergeConsumer<Base, Inner>?
    @usableFromInline var batch: [Element] = []
    @usableFromInline var batchIndex = 0

    @inlinable
    init(_ sequence: AsyncFlatMapMergeSequence) {
      transform = sequence.transform
      if Base.self is any NonSuspendingAsyncSequence.Type, Inner.self is any NonSuspendingAsyncSequence.Type {
        outer = sequence.base.makeAsyncIterator()
        consumer = nil
      } else {
        let storage = FlatMapMergeStorage(
          base: sequence.base, maxConcurrent: sequence.maxConcurrent, transform: sequence.transform)
        consumer = FlatMapMergeConsumer(storage)
      }
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      if batchIndex < batch.count {
        defer { batchIndex &+= 1 }
        return batch[batchIndex]
      }
      guard let consumer else { return try await nextInline(isolation: actor) }
      return try await nextBatch(from: consumer, isolation: actor)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }

    @inlinable
    mutating func nextInline(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      do {
        while true {
          if inner != nil {
            if let element = try await inner?.next(isolation: actor) { return element }
            inner = nil
          }
          guard !Task.isCancelled, let element = try await outer?.next(isolation: actor) else {
            outer = nil
            return nil
          }
          inner = transform(element).makeAsyncIterator()
        }
      } catch {
        outer = nil
        inner = nil
        throw error
      }
    }

    @inlinable
    mutating func nextBatch(
      from consumer: FlatMapMergeConsumer<Base, Inner>, isolation actor: isolated (any Actor)?
    ) async throws(Failure) -> Element? {
      if !consumer.started {
        consumer.started = true
        consumer.storage.start()
      }
      batch.removeAll(keepingCapacity: true)
      batchIndex = 0
      guard let next = try await consumer.storage.nextBatch(replacing: batch) else { return nil }
      batch = next
      batchIndex = 1
      return next[0]
    }
  }

  @inlinable
  public func makeAsyncIterator() -> Iterator { Iterator(self) }
}

@available(*, unavailable)
extension AsyncFlatMapMergeSequence.Iterator: Sendable {}
