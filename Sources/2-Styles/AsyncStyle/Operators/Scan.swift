extension AsyncSequence {
  /// Emits the running result of combining each element into an accumulator.
  ///
  /// The seed itself is not emitted: the first element emitted is `accumulator(seed, first)`.
  /// This is RxSwift's `scan` and swift-async-algorithms' `reductions`.
  ///
  /// ```swift
  /// let totals = [1, 2, 3].async.scan(0, +)  // 1, 3, 6
  /// ```
  /// - Parameters:
  ///   - seed: the accumulator before the first element.
  ///   - accumulator: combines the accumulator with the next element.
  /// - Returns: a sequence of the accumulator after each element.
  @inlinable
  public func scan<Result>(
    _ seed: Result, _ accumulator: @escaping (Result, Element) -> Result
  ) -> AsyncScanSequence<Self, Result> {
    AsyncScanSequence(base: self, seed: seed, accumulator: accumulator)
  }

  /// Emits the running result of combining each element with an asynchronous closure.
  ///
  /// ```swift
  /// let totals = prices.scan(0) { total, price in await total + converted(price) }
  /// ```
  /// - Parameters:
  ///   - seed: the accumulator before the first element.
  ///   - accumulator: combines the accumulator with the next element; it may suspend.
  /// - Returns: a sequence of the accumulator after each element.
  @inlinable
  public func scan<Result>(
    _ seed: Result, _ accumulator: nonisolated(nonsending) @escaping (Result, Element) async -> Result
  ) -> AsyncScanSequence<Self, Result> {
    AsyncScanSequence(base: self, seed: seed, asyncAccumulator: accumulator)
  }
}

/// The sequence that `scan(_:_:)` returns.
public struct AsyncScanSequence<Base: AsyncSequence, Result>: AsyncSequence {
  public typealias Element = Result
  public typealias Failure = Base.Failure

  /// The throwing form's accumulator, which serves here for a closure that cannot fail.
  @usableFromInline typealias Accumulator = AsyncThrowingScanSequence<Base, Result>.Accumulator

  @usableFromInline let base: Base
  @usableFromInline let seed: Result
  @usableFromInline let accumulator: Accumulator

  @inlinable init(base: Base, seed: Result, accumulator: @escaping (Result, Base.Element) -> Result) {
    self.base = base
    self.seed = seed
    self.accumulator = .sync(accumulator)
  }

  @inlinable init(
    base: Base, seed: Result, asyncAccumulator: nonisolated(nonsending) @escaping (Result, Base.Element) async -> Result
  ) {
    self.base = base
    self.seed = seed
    self.accumulator = .async(asyncAccumulator)
  }

  /// Folds each base element into the running result: the throwing form's iterator, given an
  /// accumulator that cannot fail.
  public typealias AsyncIterator = AsyncThrowingScanSequence<Base, Result>.AsyncIterator

  @inlinable
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), result: seed, accumulator: accumulator)
  }
}

// Safety: as with the standard library's operators, the closure is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncScanSequence: @unchecked Sendable where Base: Sendable, Result: Sendable {}

extension AsyncSequence {
  /// Emits the running result of an accumulator that may throw this sequence's own failure type.
  ///
  /// Chosen only for an accumulator that throws: one that does not throw gets the non-throwing
  /// `scan`. The result keeps the base's typed `Failure` and ends after the first failure, whether
  /// the base or the accumulator threw it. A closure literal with `try` throws `any Error` unless
  /// it says `throws(Failure)`.
  ///
  /// ```swift
  /// let balances = transfers.scan(0) { (total, amount) throws(LedgerError) in try add(total, amount) }
  /// ```
  /// - Parameters:
  ///   - seed: the accumulator before the first element.
  ///   - accumulator: combines the accumulator with the next element, or throws.
  /// - Returns: a sequence of the accumulator after each element.
  @_disfavoredOverload
  @inlinable
  public func scan<Result>(
    _ seed: Result, _ accumulator: @escaping (Result, Element) throws(Failure) -> Result
  ) -> AsyncThrowingScanSequence<Self, Result> {
    AsyncThrowingScanSequence(base: self, seed: seed, accumulator: .sync(accumulator))
  }

  /// Emits the running result of an accumulator that may throw any error.
  ///
  /// Chosen only for an accumulator that throws; the result fails with `any Error` and ends after
  /// the first failure.
  ///
  /// ```swift
  /// let totals = amounts.async.scan(0) { try checkedAdd($0, $1) }  // throws any Error
  /// ```
  /// - Parameters:
  ///   - seed: the accumulator before the first element.
  ///   - accumulator: combines the accumulator with the next element, or throws.
  /// - Returns: a sequence of the accumulator after each element.
  @_disfavoredOverload
  public func scan<Result>(
    _ seed: Result, _ accumulator: @escaping (Result, Element) throws -> Result
  ) -> AsyncThrowingScanSequence<AsyncMapErrorSequence<Self, any Error>, Result> {
    AsyncThrowingScanSequence(base: eraseFailure(), seed: seed, accumulator: .sync(accumulator))
  }

  /// Emits the running result of an asynchronous accumulator that may throw this sequence's own
  /// failure type.
  ///
  /// ```swift
  /// let totals = prices.scan(0) { (total, price) throws(RateError) in try await total + converted(price) }
  /// ```
  /// - Parameters:
  ///   - seed: the accumulator before the first element.
  ///   - accumulator: combines the accumulator with the next element; it may suspend or throw.
  /// - Returns: a sequence of the accumulator after each element.
  @_disfavoredOverload
  @inlinable
  public func scan<Result>(
    _ seed: Result,
    _ accumulator: nonisolated(nonsending) @escaping (Result, Element) async throws(Failure) -> Result
  ) -> AsyncThrowingScanSequence<Self, Result> {
    AsyncThrowingScanSequence(base: self, seed: seed, accumulator: .async(accumulator))
  }

  /// Emits the running result of an asynchronous accumulator that may throw any error.
  ///
  /// ```swift
  /// let totals = prices.scan(0) { total, price in try await total + converted(price) }  // throws any Error
  /// ```
  /// - Parameters:
  ///   - seed: the accumulator before the first element.
  ///   - accumulator: combines the accumulator with the next element; it may suspend or throw.
  /// - Returns: a sequence of the accumulator after each element.
  @_disfavoredOverload
  public func scan<Result>(
    _ seed: Result, _ accumulator: nonisolated(nonsending) @escaping (Result, Element) async throws -> Result
  ) -> AsyncThrowingScanSequence<AsyncMapErrorSequence<Self, any Error>, Result> {
    AsyncThrowingScanSequence(base: eraseFailure(), seed: seed, accumulator: .async(accumulator))
  }
}

/// The sequence that the throwing `scan(_:_:)` and `reductions(_:_:)` return: it fails with the
/// failure type of `Base`.
public struct AsyncThrowingScanSequence<Base: AsyncSequence, Result>: AsyncSequence {
  public typealias Element = Result
  public typealias Failure = Base.Failure

  @usableFromInline
  enum Accumulator {
    case sync((Result, Base.Element) throws(Failure) -> Result)
    case async(_ accumulator: nonisolated(nonsending) (Result, Base.Element) async throws(Failure) -> Result)
  }

  @usableFromInline let base: Base
  @usableFromInline let seed: Result
  @usableFromInline let accumulator: Accumulator

  @inlinable init(base: Base, seed: Result, accumulator: Accumulator) {
    self.base = base
    self.seed = seed
    self.accumulator = accumulator
  }

  /// Folds each base element into the running result until the base ends or anything fails.
  public struct AsyncIterator: AsyncIteratorProtocol {
    @usableFromInline var base: Base.AsyncIterator
    @usableFromInline var result: Result
    @usableFromInline let accumulator: Accumulator
    @usableFromInline var finished = false

    @inlinable init(base: Base.AsyncIterator, result: Result, accumulator: Accumulator) {
      self.base = base
      self.result = result
      self.accumulator = accumulator
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Result? {
      let (result, accumulator) = (self.result, self.accumulator)
      let next = try await base.next(isolation: actor, finished: &finished) { (element) async throws(Failure) in
        switch accumulator {
        case .sync(let combine): try combine(result, element)
        case .async(let combine): try await combine(result, element)
        }
      }
      if let next { self.result = next }
      return next
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Result? { try await next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), result: seed, accumulator: accumulator)
  }
}

// Safety: as with the standard library's operators, the closure is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncThrowingScanSequence: @unchecked Sendable where Base: Sendable, Result: Sendable {}

@available(*, unavailable)
extension AsyncThrowingScanSequence.AsyncIterator: Sendable {}
