extension AsyncSequence {
  /// On failure, iterates this sequence again from the start, up to `maxAttemptCount` times in all.
  ///
  /// Each attempt makes a fresh iterator, so the sequence must be one that can be iterated again
  /// (a cold sequence, such as one that starts a request per iteration). Elements of a failed
  /// attempt stay emitted, as in RxSwift's `retry`. The last attempt's failure is thrown.
  ///
  /// ```swift
  /// let library = service.library().retry(3)
  /// ```
  /// - Parameter maxAttemptCount: the number of attempts, including the first; must be positive.
  /// - Returns: a sequence that restarts the base after a failure.
  public func retry(_ maxAttemptCount: Int) -> AsyncRetrySequence<Self> {
    AsyncRetrySequence(maxAttemptCount: maxAttemptCount) { self }
  }
}

/// A sequence made anew by a factory for each attempt, until an attempt does not fail.
///
/// Use the initializer directly when each attempt needs a new sequence rather than a new
/// iteration of the same one.
///
/// ```swift
/// let pages = AsyncRetrySequence(maxAttemptCount: 3) { service.pages(session: makeSession()) }
/// ```
public struct AsyncRetrySequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  let maxAttemptCount: Int
  let factory: () -> Base

  /// Creates a sequence that tries `factory`'s sequences until one does not fail.
  /// - Parameters:
  ///   - maxAttemptCount: the number of attempts, including the first; must be positive.
  ///   - factory: makes the sequence for each attempt.
  public init(maxAttemptCount: Int, _ factory: @escaping () -> Base) {
    precondition(maxAttemptCount > 0, "retry requires at least one attempt")
    self.maxAttemptCount = maxAttemptCount
    self.factory = factory
  }

  /// Iterates the current attempt and starts the next after a failure.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var current: Base.AsyncIterator?
    var attemptsLeft: Int
    let factory: () -> Base

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      while true {
        // The attempt's iterator is taken out while it runs and put back only while it may
        // still give elements, so `current` is never an ended attempt.
        var attempt: Base.AsyncIterator
        if let running = current {
          attempt = running
          current = nil
        } else {
          guard attemptsLeft > 0 else { return nil }
          attemptsLeft -= 1
          attempt = factory().makeAsyncIterator()
        }
        do {
          guard let element = try await attempt.next(isolation: actor) else {
            attemptsLeft = 0
            return nil
          }
          current = attempt
          return element
        } catch {
          if attemptsLeft == 0 || Task.isCancelled { throw error }
        }
      }
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(current: nil, attemptsLeft: maxAttemptCount, factory: factory)
  }
}

// Safety: as with the standard library's operators, the factory is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncRetrySequence: @unchecked Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncRetrySequence.AsyncIterator: Sendable {}
