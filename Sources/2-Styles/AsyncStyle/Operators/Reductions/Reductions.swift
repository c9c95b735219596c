extension AsyncSequence {
  /// Emits the running result of combining each element into `initial`, as swift-async-algorithms'
  /// `reductions` (the same as `scan(_:_:)`).
  ///
  /// `initial` itself is not emitted: the first element emitted is `transform(initial, first)`.
  /// An empty base gives an empty sequence; a failure of the base is thrown.
  ///
  /// ```swift
  /// let totals = [1, 2, 3].async.reductions(0) { $0 + $1 }  // 1, 3, 6
  /// ```
  /// - Parameters:
  ///   - initial: the result before the first element.
  ///   - transform: combines the result with the next element; it may suspend.
  /// - Returns: a sequence of the result after each element.
  public func reductions<Result>(
    _ initial: Result, _ transform: nonisolated(nonsending) @escaping (Result, Element) async -> Result
  ) -> AsyncExclusiveReductionsSequence<Self, Result> {
    AsyncExclusiveReductionsSequence(base: self, initial: initial) { result, element in
      result = await transform(result, element)
    }
  }

  /// Emits the running result of folding each element into `initial` in place.
  ///
  /// Like `reductions(_:_:)` but `transform` mutates the result, which avoids a copy per element
  /// for results such as arrays.
  ///
  /// ```swift
  /// let prefixes = [1, 2, 3].async.reductions(into: []) { $0.append($1) }  // [1], [1, 2], [1, 2, 3]
  /// ```
  /// - Parameters:
  ///   - initial: the result before the first element.
  ///   - transform: folds the next element into the result; it may suspend.
  /// - Returns: a sequence of the result after each element.
  public func reductions<Result>(
    into initial: Result, _ transform: nonisolated(nonsending) @escaping (inout Result, Element) async -> Void
  ) -> AsyncExclusiveReductionsSequence<Self, Result> {
    AsyncExclusiveReductionsSequence(base: self, initial: initial, transform: transform)
  }

  /// Emits the first element, then the running result of combining each later element into it
  /// (swift-async-algorithms' inclusive `reductions`).
  ///
  /// ```swift
  /// let maxima = [3, 1, 4, 1, 5].async.reductions { max($0, $1) }  // 3, 3, 4, 4, 5
  /// ```
  /// - Parameter transform: combines the result so far with the next element; it may suspend.
  /// - Returns: a sequence of the result after each element.
  public func reductions(
    _ transform: nonisolated(nonsending) @escaping (Element, Element) async -> Element
  ) -> AsyncInclusiveReductionsSequence<Self> {
    AsyncInclusiveReductionsSequence(base: self, transform: transform)
  }
}

extension AsyncSequence {
  /// `reductions(_:_:)` with a synchronous closure: the same sequence as `scan(_:_:)`, without a
  /// suspension point per element.
  ///
  /// Also what an operator such as `+` resolves to: passed where only the asynchronous form
  /// exists, an operator makes the Swift 6.3 compiler crash.
  ///
  /// ```swift
  /// let totals = [1, 2, 3].async.reductions(0, +)  // 1, 3, 6
  /// ```
  /// - Parameters:
  ///   - initial: the result before the first element.
  ///   - transform: combines the result with the next element.
  /// - Returns: a sequence of the result after each element.
  public func reductions<Result>(
    _ initial: Result, _ transform: @escaping (Result, Element) -> Result
  ) -> AsyncExclusiveReductionsSequence<Self, Result> {
    AsyncExclusiveReductionsSequence(base: self, initial: initial) { result, element in
      result = transform(result, element)
    }
  }

  /// `reductions(into:_:)` with a synchronous closure.
  ///
  /// ```swift
  /// let running = [1, 2, 3].async.reductions(into: 0, +=)  // 1, 3, 6
  /// ```
  /// - Parameters:
  ///   - initial: the result before the first element.
  ///   - transform: folds the next element into the result.
  /// - Returns: a sequence of the result after each element.
  public func reductions<Result>(
    into initial: Result, _ transform: @escaping (inout Result, Element) -> Void
  ) -> AsyncExclusiveReductionsSequence<Self, Result> {
    AsyncExclusiveReductionsSequence(base: self, initial: initial) { result, element in transform(&result, element) }
  }

  /// The inclusive `reductions(_:)` with a synchronous closure.
  ///
  /// ```swift
  /// let sums = [1, 2, 3].async.reductions(+)  // 1, 3, 6
  /// ```
  /// - Parameter transform: combines the result so far with the next element.
  /// - Returns: a sequence of the result after each element.
  public func reductions(
    _ transform: @escaping (Element, Element) -> Element
  ) -> AsyncInclusiveReductionsSequence<Self> {
    AsyncInclusiveReductionsSequence(base: self) { result, element in transform(result, element) }
  }
}

/// The sequence that `reductions(_:_:)` and `reductions(into:_:)` return: the running result after
/// each element, `initial` itself not emitted.
public struct AsyncExclusiveReductionsSequence<Base: AsyncSequence, Result>: AsyncSequence {
  public typealias Element = Result
  public typealias Failure = Base.Failure

  let base: Base
  let initial: Result
  let transform: nonisolated(nonsending) (inout Result, Base.Element) async -> Void

  /// Folds each base element into the result in place, through the throwing form's iterator given a
  /// closure that cannot fail.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var inner: AsyncThrowingExclusiveReductionsSequence<Base, Result>.Iterator

    @inlinable init(_ inner: AsyncThrowingExclusiveReductionsSequence<Base, Result>.Iterator) { self.inner = inner }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await inner.next(isolation: actor)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await inner.next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(.init(base: base.makeAsyncIterator(), result: initial, transform: transform))
  }
}

// Safety: as with the standard library's operators, the closure is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncExclusiveReductionsSequence: @unchecked Sendable where Base: Sendable, Result: Sendable {}

/// The sequence that `reductions(_:)` returns.
public struct AsyncInclusiveReductionsSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  let base: Base
  let transform: nonisolated(nonsending) (Element, Element) async -> Element

  /// Emits the first base element, then combines each later one into the result, through the
  /// throwing form's iterator given a closure that cannot fail.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var inner: AsyncThrowingInclusiveReductionsSequence<Base>.Iterator

    @inlinable init(_ inner: AsyncThrowingInclusiveReductionsSequence<Base>.Iterator) { self.inner = inner }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await inner.next(isolation: actor)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await inner.next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(.init(base: base.makeAsyncIterator(), transform: transform))
  }
}

// Safety: as with the standard library's operators, the closure is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncInclusiveReductionsSequence: @unchecked Sendable where Base: Sendable, Element: Sendable {}

@available(*, unavailable)
extension AsyncExclusiveReductionsSequence.Iterator: Sendable {}

@available(*, unavailable)
extension AsyncInclusiveReductionsSequence.Iterator: Sendable {}
