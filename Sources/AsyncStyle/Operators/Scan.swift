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

  @usableFromInline
  enum Accumulator {
    case sync((Result, Base.Element) -> Result)
    case async(_ accumulator: nonisolated(nonsending) (Result, Base.Element) async -> Result)
  }

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

  /// Folds each base element into the running result.
  public struct AsyncIterator: AsyncIteratorProtocol {
    @usableFromInline var base: Base.AsyncIterator
    @usableFromInline var result: Result
    @usableFromInline let accumulator: Accumulator

    @inlinable init(base: Base.AsyncIterator, result: Result, accumulator: Accumulator) {
      self.base = base
      self.result = result
      self.accumulator = accumulator
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Result? {
      guard let element = try await base.next(isolation: actor) else { return nil }
      switch accumulator {
      case .sync(let combine): result = combine(result, element)
      case .async(let combine): result = await combine(result, element)
      }
      return result
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
extension AsyncScanSequence: @unchecked Sendable where Base: Sendable, Result: Sendable {}

@available(*, unavailable)
extension AsyncScanSequence.AsyncIterator: Sendable {}
