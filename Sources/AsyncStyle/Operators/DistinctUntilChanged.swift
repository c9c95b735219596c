extension AsyncSequence where Element: Equatable {
  /// Drops each element equal to the one emitted just before it.
  ///
  /// ```swift
  /// let changes = [1, 1, 2, 2, 1].async.removeDuplicates()  // 1, 2, 1
  /// ```
  /// - Returns: a sequence without consecutive repeats.
  @inlinable
  public func removeDuplicates() -> AsyncRemoveDuplicatesSequence<Self> {
    AsyncRemoveDuplicatesSequence(base: self, predicate: ==)
  }
}

extension AsyncSequence {
  /// Drops each element that `predicate` calls a duplicate of the one emitted just before it.
  ///
  /// ```swift
  /// let names = users.removeDuplicates { $0.name == $1.name }
  /// ```
  /// - Parameter predicate: returns `true` when the second element repeats the first.
  /// - Returns: a sequence without consecutive repeats.
  @inlinable
  public func removeDuplicates(
    by predicate: @escaping (Element, Element) -> Bool
  ) -> AsyncRemoveDuplicatesSequence<Self> {
    AsyncRemoveDuplicatesSequence(base: self, predicate: predicate)
  }
}

/// The sequence that `removeDuplicates()` and `removeDuplicates(by:)` return.
public struct AsyncRemoveDuplicatesSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  @usableFromInline let base: Base
  @usableFromInline let predicate: (Element, Element) -> Bool

  @inlinable init(base: Base, predicate: @escaping (Element, Element) -> Bool) {
    self.base = base
    self.predicate = predicate
  }

  /// Compares each base element with the last one emitted.
  public struct AsyncIterator: AsyncIteratorProtocol {
    @usableFromInline var base: Base.AsyncIterator
    @usableFromInline let predicate: (Element, Element) -> Bool
    @usableFromInline var last: Element?

    @inlinable init(base: Base.AsyncIterator, predicate: @escaping (Element, Element) -> Bool) {
      self.base = base
      self.predicate = predicate
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      // As in `filter`, a long run of repeats looks for cancellation every 64 elements.
      var repeated: UInt8 = 0
      while let element = try await base.next(isolation: actor) {
        if let last, predicate(last, element) {
          repeated &+= 1
          if repeated & 63 == 0, Task.isCancelled { return nil }
          continue
        }
        last = element
        return element
      }
      return nil
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), predicate: predicate)
  }
}

// Safety: as with the standard library's operators, the predicate is not `@Sendable`; the
// sequence is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncRemoveDuplicatesSequence: @unchecked Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncRemoveDuplicatesSequence.AsyncIterator: Sendable {}
