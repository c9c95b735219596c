extension AsyncSequence {
  /// Converts the failure of this sequence with `transform`; elements pass unchanged.
  ///
  /// Typed failures make a sequence's failure type part of its type: `mapError` changes it, to
  /// fit a chain that expects another one or to add context.
  ///
  /// ```swift
  /// let library = fetches.mapError { AppError.network($0) }
  /// ```
  /// - Parameter transform: turns the base's failure into the one to throw.
  /// - Returns: a sequence with the same elements that throws the transformed failure.
  public func mapError<NewFailure: Error>(
    _ transform: @escaping @Sendable (Failure) -> NewFailure
  ) -> AsyncMapErrorSequence<Self, NewFailure> {
    AsyncMapErrorSequence(base: self, transform: transform)
  }

  /// This sequence with its failure seen as `any Error`, to combine it with sequences of other
  /// failure types.
  func eraseFailure() -> AsyncMapErrorSequence<Self, any Error> {
    AsyncMapErrorSequence(base: self) { $0 }
  }
}

extension AsyncSequence where Failure == Never {
  /// This sequence, which cannot fail, typed as one that may fail with `failureType` (Combine's
  /// `setFailureType(to:)`), to combine it with sequences that can.
  ///
  /// ```swift
  /// let all = chain(cached.async.setFailureType(to: WebServiceError.self), fetched)
  /// ```
  /// - Parameter failureType: the failure type of the result.
  /// - Returns: a sequence with the same elements and the given failure type.
  public func setFailureType<NewFailure: Error>(to failureType: NewFailure.Type) -> AsyncMapErrorSequence<
    Self, NewFailure
  > {
    AsyncMapErrorSequence(base: self, transform: impossible)
  }
}

/// The conversion of a failure that cannot happen.
@Sendable
private func impossible<T>(_ never: Never) -> T {}

/// The sequence that `mapError(_:)` and `setFailureType(to:)` return.
public struct AsyncMapErrorSequence<Base: AsyncSequence, Failure: Error>: AsyncSequence {
  public typealias Element = Base.Element

  let base: Base
  let transform: @Sendable (Base.Failure) -> Failure

  /// Forwards the base's elements and converts its failure.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let transform: @Sendable (Base.Failure) -> Failure

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      do {
        return try await base.next(isolation: actor)
      } catch {
        throw transform(error)
      }
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), transform: transform)
  }
}

extension AsyncMapErrorSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncMapErrorSequence.AsyncIterator: Sendable {}
