extension AsyncSequence {
  /// Transforms each element with a synchronous closure.
  ///
  /// Chosen over the standard library's `map` when the closure does not `await`. Unlike that one
  /// it specialises across modules and calls the closure directly, and it keeps the base's typed
  /// `Failure`.
  ///
  /// ```swift
  /// let doubled = [1, 2, 3].async.map { $0 * 2 }  // 2, 4, 6
  /// ```
  /// - Parameter transform: maps an element to the element to emit.
  /// - Returns: a sequence of the transformed elements.
  @inlinable
  public func map<Transformed>(
    _ transform: @escaping (Element) -> Transformed
  ) -> AsyncSyncMapSequence<Self, Transformed> {
    AsyncSyncMapSequence(base: self, transform: transform)
  }
}

/// The sequence that the synchronous `map(_:)` returns.
public struct AsyncSyncMapSequence<Base: AsyncSequence, Transformed>: AsyncSequence {
  public typealias Element = Transformed
  public typealias Failure = Base.Failure

  @usableFromInline let base: Base
  @usableFromInline let transform: (Base.Element) -> Transformed
  @usableFromInline let start: (Self) -> AsyncIterator

  @inlinable init(base: Base, transform: @escaping (Base.Element) -> Transformed) {
    self.base = base
    self.transform = transform
    // Specialised where the chain is built: see `makeAsyncIterator()`.
    self.start = { $0.makeSpecialisedIterator() }
  }

  /// Transforms each element of the base iterator.
  public struct AsyncIterator: AsyncIteratorProtocol {
    @usableFromInline var base: Base.AsyncIterator
    @usableFromInline let transform: (Base.Element) -> Transformed
    @usableFromInline let step: (inout Self, isolated (any Actor)?) async throws(Failure) -> Transformed?

    @inlinable init(base: Base.AsyncIterator, transform: @escaping (Base.Element) -> Transformed) {
      self.base = base
      self.transform = transform
      self.step = { (iterator: inout Self, actor: isolated (any Actor)?) async throws(Failure) -> Transformed? in
        try await iterator.specialisedNext(isolation: actor)
      }
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Transformed? {
      if _isConcrete(Self.self) { return try await specialisedNext(isolation: actor) }
      return try await step(&self, actor)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Transformed? { try await next(isolation: nil) }

    @inlinable
    mutating func specialisedNext(isolation actor: isolated (any Actor)?) async throws(Failure) -> Transformed? {
      guard let element = try await base.next(isolation: actor) else { return nil }
      return transform(element)
    }
  }

  // Behind an existential or in other unspecialised code, every level of a chain would look up
  // its types' generic metadata at each call; `start` and `step` were specialised where the chain
  // was built, so those calls run the whole chain as the caller's own specialised code instead.
  @inlinable
  public func makeAsyncIterator() -> AsyncIterator {
    if _isConcrete(Self.self) { return makeSpecialisedIterator() }
    return start(self)
  }

  @inlinable
  func makeSpecialisedIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), transform: transform)
  }
}

// Safety: as with the standard library's `map`, the closure is not `@Sendable`; the sequence is
// sendable so that it can be handed to the task that iterates it, which alone calls the closure.
extension AsyncSyncMapSequence: @unchecked Sendable where Base: Sendable, Transformed: Sendable {}

@available(*, unavailable)
extension AsyncSyncMapSequence.AsyncIterator: Sendable {}

extension AsyncSequence {
  /// Transforms each element with a synchronous closure that may throw this sequence's own failure type.
  ///
  /// Chosen only for a closure that throws: a closure that does not throw gets the non-throwing
  /// `map`. The result keeps the base's typed `Failure` and ends after the first failure, whether
  /// the base or the closure threw it. A closure literal with `try` throws `any Error` unless it
  /// says `throws(Failure)`; on a base that already fails with `any Error` any throwing closure
  /// lands here.
  ///
  /// ```swift
  /// let lengths = lines.map { (line) throws(ParseError) in try parse(line).count }
  /// ```
  /// - Parameter transform: maps an element to the element to emit, or throws.
  /// - Returns: a sequence of the transformed elements that fails as the base or the closure does.
  @_disfavoredOverload
  @inlinable
  public func map<Transformed>(
    _ transform: @escaping (Element) throws(Failure) -> Transformed
  ) -> AsyncSyncThrowingMapSequence<Self, Transformed> {
    AsyncSyncThrowingMapSequence(base: self, transform: transform)
  }

  /// Transforms each element with a synchronous closure that may throw any error.
  ///
  /// Chosen only for a closure that throws, as swift-async-algorithms' and the standard library's
  /// throwing `map`: the result fails with `any Error` and ends after the first failure.
  ///
  /// ```swift
  /// let checked = [1, 2, 3].async.map { try validate($0) }  // throws any Error
  /// ```
  /// - Parameter transform: maps an element to the element to emit, or throws.
  /// - Returns: a sequence of the transformed elements that fails as the base or the closure does.
  @_disfavoredOverload
  public func map<Transformed>(
    _ transform: @escaping (Element) throws -> Transformed
  ) -> AsyncSyncThrowingMapSequence<AsyncMapErrorSequence<Self, any Error>, Transformed> {
    AsyncSyncThrowingMapSequence(base: eraseFailure(), transform: transform)
  }
}

/// The sequence that the throwing `map` returns: it fails with the failure type of `Base`.
public struct AsyncSyncThrowingMapSequence<Base: AsyncSequence, Transformed>: AsyncSequence {
  public typealias Element = Transformed
  public typealias Failure = Base.Failure

  @usableFromInline let base: Base
  @usableFromInline let transform: (Base.Element) throws(Failure) -> Transformed

  @inlinable init(base: Base, transform: @escaping (Base.Element) throws(Failure) -> Transformed) {
    self.base = base
    self.transform = transform
  }

  /// Transforms each element of the base iterator until the base ends or anything fails.
  public struct AsyncIterator: AsyncIteratorProtocol {
    @usableFromInline var base: Base.AsyncIterator
    @usableFromInline let transform: (Base.Element) throws(Failure) -> Transformed
    @usableFromInline var finished = false

    @inlinable init(base: Base.AsyncIterator, transform: @escaping (Base.Element) throws(Failure) -> Transformed) {
      self.base = base
      self.transform = transform
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Transformed? {
      let transform = transform
      return try await base.next(isolation: actor, finished: &finished) { (element) throws(Failure) in
        try transform(element)
      }
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Transformed? { try await next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), transform: transform)
  }
}

// Safety: as with the standard library's `map`, the closure is not `@Sendable`; the sequence is
// sendable so that it can be handed to the task that iterates it, which alone calls the closure.
extension AsyncSyncThrowingMapSequence: @unchecked Sendable where Base: Sendable, Transformed: Sendable {}

@available(*, unavailable)
extension AsyncSyncThrowingMapSequence.AsyncIterator: Sendable {}
