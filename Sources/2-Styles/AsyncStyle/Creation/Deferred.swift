/// A one-element sequence whose element is the result of an async function, called when the
/// element is first asked for (RxSwift's `Single` made of a closure; Combine's `Deferred` of a
/// `Future`).
///
/// An async function is the async style's single-value stream; `deferred` turns one into a
/// sequence so that it can take part in a chain (`map`, `catch`, `startWith`, `flatMapLatest`…).
/// Nothing runs until the first `next()`; each iteration calls `operation` again. The sequence
/// emits the returned value and finishes, or throws what `operation` throws. A cancelled consumer
/// still gets what `operation` returns, so `operation` should itself honour cancellation (as
/// `URLSession` and `Task.sleep` do).
///
/// ```swift
/// let phases = deferred { () throws(WebServiceError) in try await service.getLibraryAsync() }
///   .map { Phase.loaded($0) }
///   .catch { error in AsyncJust(Phase.failed(error)) }
///   .startWith(.loading)
/// ```
/// - Parameter operation: produces the element; called once per iteration, on the first `next()`.
/// - Returns: a sequence of `operation`'s result.
public func deferred<Element, Failure: Error>(
  _ operation: @escaping @Sendable () async throws(Failure) -> Element
) -> AsyncDeferredSequence<Element, Failure> {
  AsyncDeferredSequence(operation: operation)
}

/// The sequence that `deferred(_:)` returns.
public struct AsyncDeferredSequence<Element, Failure: Error>: AsyncSequence, Sendable {
  let operation: @Sendable () async throws(Failure) -> Element

  /// Calls the operation on the first `next()`, then ends.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var operation: (@Sendable () async throws(Failure) -> Element)?

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      guard let operation else { return nil }
      self.operation = nil
      return try await operation()
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(operation: operation) }
}

@available(*, unavailable)
extension AsyncDeferredSequence.AsyncIterator: Sendable {}
