extension AsyncSequence {
  /// Transforms each element with a synchronous closure and drops the `nil` results.
  ///
  /// Chosen over the standard library's `compactMap` when the closure does not `await`; it
  /// specialises across modules and keeps the base's typed `Failure`.
  ///
  /// ```swift
  /// let numbers = ["1", "x", "3"].async.compactMap { Int($0) }  // 1, 3
  /// ```
  /// - Parameter transform: maps an element to an element to emit, or `nil` to skip it.
  /// - Returns: a sequence of the non-`nil` results.
  @inlinable
  public func compactMap<Transformed>(
    _ transform: @escaping (Element) -> Transformed?
  ) -> AsyncSyncCompactMapSequence<Self, Transformed> {
    AsyncSyncCompactMapSequence(base: self, transform: transform)
  }
}

/// The sequence that the synchronous `compactMap(_:)` returns.
public struct AsyncSyncCompactMapSequence<Base: AsyncSequence, Transformed>: AsyncSequence {
  public typealias Element = Transformed
  public typealias Failure = Base.Failure

  @usableFromInline let base: Base
  @usableFromInline let transform: (Base.Element) -> Transformed?

  @inlinable init(base: Base, transform: @escaping (Base.Element) -> Transformed?) {
    self.base = base
    self.transform = transform
  }

  /// Transforms the base's elements, skipping `nil` results: the throwing form's iterator, given a
  /// closure that cannot fail.
  public typealias AsyncIterator = AsyncSyncThrowingCompactMapSequence<Base, Transformed>.AsyncIterator

  @inlinable
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), transform: transform)
  }
}

// Safety: as with the standard library's `compactMap`, the closure is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncSyncCompactMapSequence: @unchecked Sendable where Base: Sendable, Transformed: Sendable {}

extension AsyncSequence {
  /// Transforms each element with a synchronous closure that may throw this sequence's own failure
  /// type, and drops the `nil` results.
  ///
  /// Chosen only for a closure that throws: one that does not throw gets the non-throwing
  /// `compactMap`. The result keeps the base's typed `Failure` and ends after the first failure,
  /// whether the base or the closure threw it. A closure literal with `try` throws `any Error`
  /// unless it says `throws(Failure)`.
  ///
  /// ```swift
  /// let ids = rows.compactMap { (row) throws(ParseError) in try row.optionalID() }
  /// ```
  /// - Parameter transform: maps an element to an element to emit, `nil` to skip it, or throws.
  /// - Returns: a sequence of the non-`nil` results that fails as the base or the closure does.
  @_disfavoredOverload
  @inlinable
  public func compactMap<Transformed>(
    _ transform: @escaping (Element) throws(Failure) -> Transformed?
  ) -> AsyncSyncThrowingCompactMapSequence<Self, Transformed> {
    AsyncSyncThrowingCompactMapSequence(base: self, transform: transform)
  }

  /// Transforms each element with a synchronous closure that may throw any error, and drops the
  /// `nil` results.
  ///
  /// Chosen only for a closure that throws, as swift-async-algorithms' and the standard library's
  /// throwing `compactMap`: the result fails with `any Error` and ends after the first failure.
  ///
  /// ```swift
  /// let numbers = ["1", "x", "3"].async.compactMap { try parseOrSkip($0) }  // throws any Error
  /// ```
  /// - Parameter transform: maps an element to an element to emit, `nil` to skip it, or throws.
  /// - Returns: a sequence of the non-`nil` results that fails as the base or the closure does.
  @_disfavoredOverload
  public func compactMap<Transformed>(
    _ transform: @escaping (Element) throws -> Transformed?
  ) -> AsyncSyncThrowingCompactMapSequence<AsyncMapErrorSequence<Self, any Error>, Transformed> {
    AsyncSyncThrowingCompactMapSequence(base: eraseFailure(), transform: transform)
  }
}

/// The sequence that the throwing `compactMap` returns: it fails with the failure type of `Base`.
public struct AsyncSyncThrowingCompactMapSequence<Base: AsyncSequence, Transformed>: AsyncSequence {
  public typealias Element = Transformed
  public typealias Failure = Base.Failure

  @usableFromInline let base: Base
  @usableFromInline let transform: (Base.Element) throws(Failure) -> Transformed?

  @inlinable init(base: Base, transform: @escaping (Base.Element) throws(Failure) -> Transformed?) {
    self.base = base
    self.transform = transform
  }

  /// Transforms the base's elements, skipping `nil` results, until the base ends or anything fails.
  public struct AsyncIterator: AsyncIteratorProtocol {
    @usableFromInline var base: Base.AsyncIterator
    @usableFromInline let transform: (Base.Element) throws(Failure) -> Transformed?
    @usableFromInline var finished = false

    @inlinable init(base: Base.AsyncIterator, transform: @escaping (Base.Element) throws(Failure) -> Transformed?) {
      self.base = base
      self.transform = transform
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Transformed? {
      try await base.next(isolation: actor, finished: &finished, keeping: transform)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Transformed? { try await next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), transform: transform)
  }
}

// Safety: as with the standard library's `compactMap`, the closure is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncSyncThrowingCompactMapSequence: @unchecked Sendable where Base: Sendable, Transformed: Sendable {}

@available(*, unavailable)
extension AsyncSyncThrowingCompactMapSequence.AsyncIterator: Sendable {}
