extension AsyncSequence {
  /// On failure, continues with the sequence that `handler` makes from the error.
  ///
  /// The elements emitted before the failure stay emitted; the replacement's failure type becomes
  /// the result's, so catching into a sequence that cannot fail gives one that cannot fail.
  ///
  /// ```swift
  /// let names = fetchNames().catch { _ in ["offline"].async }
  /// ```
  /// - Parameter handler: makes the sequence to continue with.
  /// - Returns: a sequence of the base's elements, then (after a failure) the replacement's.
  public func `catch`<Replacement: AsyncSequence>(
    _ handler: @escaping (Failure) -> Replacement
  ) -> AsyncCatchSequence<Self, Replacement> where Replacement.Element == Element {
    AsyncCatchSequence(base: self, handler: handler)
  }

  /// On failure, emits `element` and finishes; the result cannot fail.
  ///
  /// ```swift
  /// let count = fetchCount().replaceError(with: 0)
  /// ```
  /// - Parameter element: the last element to emit in place of the failure.
  /// - Returns: a sequence that cannot fail.
  public func replaceError(
    with element: Element
  ) -> AsyncCatchSequence<Self, AsyncSyncSequence<CollectionOfOne<Element>>> {
    AsyncCatchSequence(base: self) { _ in CollectionOfOne(element).async }
  }
}

/// The sequence that `catch(_:)` and `replaceError(with:)` return.
public struct AsyncCatchSequence<Base: AsyncSequence, Replacement: AsyncSequence>: AsyncSequence
where Base.Element == Replacement.Element {
  public typealias Element = Base.Element
  public typealias Failure = Replacement.Failure

  let base: Base
  let handler: (Base.Failure) -> Replacement

  /// Iterates the base, then the replacement if the base failed.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator?
    var replacement: Replacement.AsyncIterator?
    let handler: (Base.Failure) -> Replacement

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      if var iterator = base {
        do {
          let element = try await iterator.next(isolation: actor)
          base = element == nil ? nil : iterator
          if element != nil { return element }
          return nil
        } catch {
          base = nil
          replacement = handler(error).makeAsyncIterator()
        }
      }
      guard var iterator = replacement else { return nil }
      defer { replacement = iterator }
      return try await iterator.next(isolation: actor)
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), handler: handler)
  }
}

// Safety: as with the standard library's operators, the handler is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncCatchSequence: @unchecked Sendable where Base: Sendable, Replacement: Sendable {}

@available(*, unavailable)
extension AsyncCatchSequence.AsyncIterator: Sendable {}
