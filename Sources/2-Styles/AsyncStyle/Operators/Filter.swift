extension AsyncSequence {
  /// Keeps the elements that satisfy a synchronous predicate.
  ///
  /// Chosen over the standard library's `filter` when the predicate does not `await`; it
  /// specialises across modules and keeps the base's typed `Failure`.
  ///
  /// ```swift
  /// let evens = (1...6).async.filter { $0 % 2 == 0 }  // 2, 4, 6
  /// ```
  /// - Parameter isIncluded: returns `true` for elements to keep.
  /// - Returns: a sequence of the kept elements.
  @inlinable
  public func filter(_ isIncluded: @escaping (Element) -> Bool) -> AsyncSyncFilterSequence<Self> {
    AsyncSyncFilterSequence(base: self, isIncluded: isIncluded)
  }
}

/// The sequence that the synchronous `filter(_:)` returns.
public struct AsyncSyncFilterSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  @usableFromInline let base: Base
  @usableFromInline let isIncluded: (Base.Element) -> Bool
  @usableFromInline let start: (Self) -> AsyncIterator

  @inlinable init(base: Base, isIncluded: @escaping (Base.Element) -> Bool) {
    self.base = base
    self.isIncluded = isIncluded
    // Specialised where the chain is built, as in `AsyncSyncMapSequence`.
    self.start = { $0.makeSpecialisedIterator() }
  }

  /// Skips the base's elements that fail the predicate.
  public struct AsyncIterator: AsyncIteratorProtocol {
    @usableFromInline var base: Base.AsyncIterator
    @usableFromInline let isIncluded: (Base.Element) -> Bool
    @usableFromInline let step: (inout Self, isolated (any Actor)?) async throws(Failure) -> Element?

    @inlinable init(base: Base.AsyncIterator, isIncluded: @escaping (Base.Element) -> Bool) {
      self.base = base
      self.isIncluded = isIncluded
      self.step = { (iterator: inout Self, actor: isolated (any Actor)?) async throws(Failure) -> Element? in
        try await iterator.specialisedNext(isolation: actor)
      }
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      if _isConcrete(Self.self) { return try await specialisedNext(isolation: actor) }
      return try await step(&self, actor)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }

    @inlinable
    mutating func specialisedNext(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      let isIncluded = isIncluded
      return try await base.next(isolation: actor) { isIncluded($0) ? $0 : nil }
    }
  }

  @inlinable
  public func makeAsyncIterator() -> AsyncIterator {
    if _isConcrete(Self.self) { return makeSpecialisedIterator() }
    return start(self)
  }

  @inlinable
  func makeSpecialisedIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), isIncluded: isIncluded)
  }
}

// Safety: as with the standard library's `filter`, the predicate is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncSyncFilterSequence: @unchecked Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncSyncFilterSequence.AsyncIterator: Sendable {}

extension AsyncSequence {
  /// Keeps the elements that satisfy a synchronous predicate that may throw this sequence's own failure type.
  ///
  /// Chosen only for a predicate that throws: one that does not throw gets the non-throwing
  /// `filter`. The result keeps the base's typed `Failure` and ends after the first failure,
  /// whether the base or the predicate threw it. A closure literal with `try` throws `any Error`
  /// unless it says `throws(Failure)`.
  ///
  /// ```swift
  /// let valid = records.filter { (record) throws(ParseError) in try record.checksumMatches() }
  /// ```
  /// - Parameter isIncluded: returns `true` for elements to keep, or throws.
  /// - Returns: a sequence of the kept elements that fails as the base or the predicate does.
  @_disfavoredOverload
  @inlinable
  public func filter(
    _ isIncluded: @escaping (Element) throws(Failure) -> Bool
  ) -> AsyncSyncThrowingFilterSequence<Self> {
    AsyncSyncThrowingFilterSequence(base: self, isIncluded: isIncluded)
  }

  /// Keeps the elements that satisfy a synchronous predicate that may throw any error.
  ///
  /// Chosen only for a predicate that throws, as swift-async-algorithms' and the standard
  /// library's throwing `filter`: the result fails with `any Error` and ends after the first failure.
  ///
  /// ```swift
  /// let allowed = requests.filter { try policy.allows($0) }  // throws any Error
  /// ```
  /// - Parameter isIncluded: returns `true` for elements to keep, or throws.
  /// - Returns: a sequence of the kept elements that fails as the base or the predicate does.
  @_disfavoredOverload
  public func filter(
    _ isIncluded: @escaping (Element) throws -> Bool
  ) -> AsyncSyncThrowingFilterSequence<AsyncMapErrorSequence<Self, any Error>> {
    AsyncSyncThrowingFilterSequence(base: eraseFailure(), isIncluded: isIncluded)
  }
}

/// The sequence that the throwing `filter` returns: it fails with the failure type of `Base`.
public struct AsyncSyncThrowingFilterSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  @usableFromInline let base: Base
  @usableFromInline let isIncluded: (Base.Element) throws(Failure) -> Bool

  @inlinable init(base: Base, isIncluded: @escaping (Base.Element) throws(Failure) -> Bool) {
    self.base = base
    self.isIncluded = isIncluded
  }

  /// Skips the base's elements that fail the predicate until the base ends or anything fails.
  public struct AsyncIterator: AsyncIteratorProtocol {
    @usableFromInline var base: Base.AsyncIterator
    @usableFromInline let isIncluded: (Base.Element) throws(Failure) -> Bool
    @usableFromInline var finished = false

    @inlinable init(base: Base.AsyncIterator, isIncluded: @escaping (Base.Element) throws(Failure) -> Bool) {
      self.base = base
      self.isIncluded = isIncluded
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      let isIncluded = isIncluded
      return try await base.next(isolation: actor, finished: &finished) { (element) throws(Failure) in
        try isIncluded(element) ? element : nil
      }
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), isIncluded: isIncluded)
  }
}

// Safety: as with the standard library's `filter`, the predicate is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncSyncThrowingFilterSequence: @unchecked Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncSyncThrowingFilterSequence.AsyncIterator: Sendable {}
