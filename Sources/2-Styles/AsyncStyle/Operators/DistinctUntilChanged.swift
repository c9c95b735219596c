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

  /// Compares each base element with the last one emitted, through the throwing form's iterator given a
  /// predicate that cannot fail.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var inner: AsyncThrowingRemoveDuplicatesSequence<Base>.Iterator

    @inlinable init(_ inner: AsyncThrowingRemoveDuplicatesSequence<Base>.Iterator) { self.inner = inner }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await inner.next(isolation: actor)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await inner.next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> Iterator {
    Iterator(.init(base: base.makeAsyncIterator(), predicate: predicate))
  }
}

// Safety: as with the standard library's operators, the predicate is not `@Sendable`; the
// sequence is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncRemoveDuplicatesSequence: @unchecked Sendable where Base: Sendable {}

extension AsyncSequence {
  /// Drops each element that a predicate, which may throw this sequence's own failure type, calls
  /// a duplicate of the one emitted just before it.
  ///
  /// Chosen only for a predicate that throws: one that does not throw gets the non-throwing
  /// `removeDuplicates(by:)`. The result keeps the base's typed `Failure` and ends after the first
  /// failure, whether the base or the predicate threw it. A closure literal with `try` throws
  /// `any Error` unless it says `throws(Failure)`.
  ///
  /// ```swift
  /// let changes = readings.removeDuplicates { (a, b) throws(SensorError) in try a.isClose(to: b) }
  /// ```
  /// - Parameter predicate: returns `true` when the second element repeats the first, or throws.
  /// - Returns: a sequence without consecutive repeats that fails as the base or the predicate does.
  @_disfavoredOverload
  @inlinable
  public func removeDuplicates(
    by predicate: @escaping (Element, Element) throws(Failure) -> Bool
  ) -> AsyncThrowingRemoveDuplicatesSequence<Self> {
    AsyncThrowingRemoveDuplicatesSequence(base: self, predicate: predicate)
  }

  /// Drops each element that a predicate, which may throw any error, calls a duplicate of the one
  /// emitted just before it.
  ///
  /// Chosen only for a predicate that throws, as swift-async-algorithms' throwing
  /// `removeDuplicates(by:)`: the result fails with `any Error` and ends after the first failure.
  ///
  /// ```swift
  /// let changes = names.removeDuplicates { try collator.equal($0, $1) }  // throws any Error
  /// ```
  /// - Parameter predicate: returns `true` when the second element repeats the first, or throws.
  /// - Returns: a sequence without consecutive repeats that fails as the base or the predicate does.
  @_disfavoredOverload
  public func removeDuplicates(
    by predicate: @escaping (Element, Element) throws -> Bool
  ) -> AsyncThrowingRemoveDuplicatesSequence<AsyncMapErrorSequence<Self, any Error>> {
    AsyncThrowingRemoveDuplicatesSequence(base: eraseFailure(), predicate: predicate)
  }
}

/// The sequence that the throwing `removeDuplicates(by:)` returns: it fails with the failure type of `Base`.
public struct AsyncThrowingRemoveDuplicatesSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  @usableFromInline let base: Base
  @usableFromInline let predicate: (Element, Element) throws(Failure) -> Bool

  @inlinable init(base: Base, predicate: @escaping (Element, Element) throws(Failure) -> Bool) {
    self.base = base
    self.predicate = predicate
  }

  /// Compares each base element with the last one emitted until the base ends or anything fails.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var base: Base.AsyncIterator
    @usableFromInline let predicate: (Element, Element) throws(Failure) -> Bool
    @usableFromInline var last: Element?
    @usableFromInline var finished = false

    @inlinable init(base: Base.AsyncIterator, predicate: @escaping (Element, Element) throws(Failure) -> Bool) {
      self.base = base
      self.predicate = predicate
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      let (last, predicate) = (self.last, self.predicate)
      let kept = try await base.next(isolation: actor, finished: &finished) { (element) throws(Failure) -> Element? in
        if let last, try predicate(last, element) { return nil }
        return element
      }
      if let kept { self.last = kept }
      return kept
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator(), predicate: predicate)
  }
}

// Safety: as with the standard library's operators, the predicate is not `@Sendable`; the
// sequence is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncThrowingRemoveDuplicatesSequence: @unchecked Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncThrowingRemoveDuplicatesSequence.Iterator: Sendable {}

@available(*, unavailable)
extension AsyncRemoveDuplicatesSequence.Iterator: Sendable {}
