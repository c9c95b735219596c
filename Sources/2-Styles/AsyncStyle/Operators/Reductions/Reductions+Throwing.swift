extension AsyncSequence {
  /// `reductions(_:_:)` with a closure that may throw this sequence's own failure type; the result
  /// keeps the base's typed `Failure` and ends after the first failure.
  ///
  /// Chosen only for a closure that throws. A closure literal with `try` throws `any Error` unless
  /// it says `throws(Failure)`.
  ///
  /// ```swift
  /// let totals = amounts.reductions(0) { (total, amount) throws(LedgerError) in try add(total, amount) }
  /// ```
  /// - Parameters:
  ///   - initial: the result before the first element.
  ///   - transform: combines the result with the next element; it may suspend or throw.
  /// - Returns: a sequence of the result after each element.
  @_disfavoredOverload
  public func reductions<Result>(
    _ initial: Result,
    _ transform: nonisolated(nonsending) @escaping (Result, Element) async throws(Failure) -> Result
  ) -> AsyncThrowingExclusiveReductionsSequence<Self, Result> {
    AsyncThrowingExclusiveReductionsSequence(base: self, initial: initial) { (result, element) throws(Failure) in
      result = try await transform(result, element)
    }
  }

  /// `reductions(_:_:)` with a closure that may throw any error, as swift-async-algorithms'
  /// throwing `reductions`: the result fails with `any Error` and ends after the first failure.
  ///
  /// ```swift
  /// let totals = [1, 2, 3].async.reductions(0) { try checkedAdd($0, $1) }  // throws any Error
  /// ```
  /// - Parameters:
  ///   - initial: the result before the first element.
  ///   - transform: combines the result with the next element; it may suspend or throw.
  /// - Returns: a sequence of the result after each element.
  @_disfavoredOverload
  public func reductions<Result>(
    _ initial: Result, _ transform: nonisolated(nonsending) @escaping (Result, Element) async throws -> Result
  ) -> AsyncThrowingExclusiveReductionsSequence<AsyncMapErrorSequence<Self, any Error>, Result> {
    AsyncThrowingExclusiveReductionsSequence(base: eraseFailure(), initial: initial) { result, element in
      result = try await transform(result, element)
    }
  }

  /// `reductions(into:_:)` with a closure that may throw this sequence's own failure type.
  ///
  /// ```swift
  /// let seen = ids.reductions(into: Set()) { (set, id) throws(IDError) in try set.insert(validated(id)) }
  /// ```
  /// - Parameters:
  ///   - initial: the result before the first element.
  ///   - transform: folds the next element into the result; it may suspend or throw.
  /// - Returns: a sequence of the result after each element.
  @_disfavoredOverload
  public func reductions<Result>(
    into initial: Result,
    _ transform: nonisolated(nonsending) @escaping (inout Result, Element) async throws(Failure) -> Void
  ) -> AsyncThrowingExclusiveReductionsSequence<Self, Result> {
    AsyncThrowingExclusiveReductionsSequence(base: self, initial: initial, transform: transform)
  }

  /// `reductions(into:_:)` with a closure that may throw any error: the result fails with
  /// `any Error` and ends after the first failure.
  ///
  /// ```swift
  /// let prefixes = [1, 2, 3].async.reductions(into: []) { try $0.append(checked($1)) }  // throws any Error
  /// ```
  /// - Parameters:
  ///   - initial: the result before the first element.
  ///   - transform: folds the next element into the result; it may suspend or throw.
  /// - Returns: a sequence of the result after each element.
  @_disfavoredOverload
  public func reductions<Result>(
    into initial: Result, _ transform: nonisolated(nonsending) @escaping (inout Result, Element) async throws -> Void
  ) -> AsyncThrowingExclusiveReductionsSequence<AsyncMapErrorSequence<Self, any Error>, Result> {
    AsyncThrowingExclusiveReductionsSequence(base: eraseFailure(), initial: initial, transform: transform)
  }

  /// The inclusive `reductions(_:)` with a closure that may throw this sequence's own failure type.
  ///
  /// ```swift
  /// let maxima = readings.reductions { (a, b) throws(SensorError) in try max(a, b.validated()) }
  /// ```
  /// - Parameter transform: combines the result so far with the next element; it may suspend or throw.
  /// - Returns: a sequence of the result after each element.
  @_disfavoredOverload
  public func reductions(
    _ transform: nonisolated(nonsending) @escaping (Element, Element) async throws(Failure) -> Element
  ) -> AsyncThrowingInclusiveReductionsSequence<Self> {
    AsyncThrowingInclusiveReductionsSequence(base: self, transform: transform)
  }

  /// The inclusive `reductions(_:)` with a closure that may throw any error: the result fails
  /// with `any Error` and ends after the first failure.
  ///
  /// ```swift
  /// let sums = [1, 2, 3].async.reductions { try checkedAdd($0, $1) }  // 1, 3, 6; throws any Error
  /// ```
  /// - Parameter transform: combines the result so far with the next element; it may suspend or throw.
  /// - Returns: a sequence of the result after each element.
  @_disfavoredOverload
  public func reductions(
    _ transform: nonisolated(nonsending) @escaping (Element, Element) async throws -> Element
  ) -> AsyncThrowingInclusiveReductionsSequence<AsyncMapErrorSequence<Self, any Error>> {
    AsyncThrowingInclusiveReductionsSequence(base: eraseFailure(), transform: transform)
  }
}

/// The sequence that the throwing `reductions(_:_:)` and `reductions(into:_:)` return: it fails with the failure type of `Base`.
public struct AsyncThrowingExclusiveReductionsSequence<Base: AsyncSequence, Result>: AsyncSequence {
  public typealias Element = Result
  public typealias Failure = Base.Failure

  let base: Base
  let initial: Result
  let transform: nonisolated(nonsending) (inout Result, Base.Element) async throws(Failure) -> Void

  /// Folds each base element into the result in place until the base ends or anything fails.
  public struct Iterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    var result: Result
    let transform: nonisolated(nonsending) (inout Result, Base.Element) async throws(Failure) -> Void
    var finished = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Result? {
      guard !finished else { return nil }
      do {
        guard let element = try await base.next(isolation: actor) else {
          finished = true
          return nil
        }
        try await transform(&result, element)
        return result
      } catch {
        finished = true
        throw error
      }
    }

    public mutating func next() async throws(Failure) -> Result? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator(), result: initial, transform: transform)
  }
}

// Safety: as with the standard library's operators, the closure is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncThrowingExclusiveReductionsSequence: @unchecked Sendable where Base: Sendable, Result: Sendable {}

@available(*, unavailable)
extension AsyncThrowingExclusiveReductionsSequence.Iterator: Sendable {}

/// The sequence that the throwing inclusive `reductions(_:)` returns: it fails with the failure type of `Base`.
public struct AsyncThrowingInclusiveReductionsSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  let base: Base
  let transform: nonisolated(nonsending) (Element, Element) async throws(Failure) -> Element

  /// Emits the first base element, then combines each later one into the result, until the base
  /// ends or anything fails.
  public struct Iterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    var result: Element?
    let transform: nonisolated(nonsending) (Element, Element) async throws(Failure) -> Element
    var finished = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      let (result, transform) = (self.result, self.transform)
      let next = try await base.next(isolation: actor, finished: &finished) { (element) async throws(Failure) in
        if let result { try await transform(result, element) } else { element }
      }
      if let next { self.result = next }
      return next
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator(), transform: transform)
  }
}

// Safety: as with the standard library's operators, the closure is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncThrowingInclusiveReductionsSequence: @unchecked Sendable where Base: Sendable, Element: Sendable {}

@available(*, unavailable)
extension AsyncThrowingInclusiveReductionsSequence.Iterator: Sendable {}
