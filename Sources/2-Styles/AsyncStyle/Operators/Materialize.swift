/// One event of an asynchronous sequence as a value: an element, the end, or a failure.
///
/// `materialize()` turns a sequence's events into these, so a failure can be inspected as data
/// instead of being thrown.
public enum AsyncEvent<Element, Failure: Error> {
  /// The sequence produced an element.
  case next(Element)
  /// The sequence finished normally.
  case completed
  /// The sequence ended with a failure.
  case failure(Failure)
}

extension AsyncEvent: Sendable where Element: Sendable {}
extension AsyncEvent: Equatable where Element: Equatable, Failure: Equatable {}

extension AsyncSequence {
  /// Emits each element, then the end or the failure, as ``AsyncEvent`` values; never fails.
  ///
  /// ```swift
  /// for await event in fetches.materialize() {
  ///   if case .failure(let error) = event { show(error) }
  /// }
  /// ```
  /// - Returns: a sequence of events whose last event is `.completed` or `.failure`.
  public func materialize() -> AsyncMaterializeSequence<Self> {
    AsyncMaterializeSequence(base: self)
  }
}

/// The sequence that `materialize()` returns.
public struct AsyncMaterializeSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = AsyncEvent<Base.Element, Base.Failure>
  public typealias Failure = Never

  let base: Base

  /// Wraps each event of the base.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    var ended = false

    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      guard !ended else { return nil }
      do {
        if let element = try await base.next(isolation: actor) { return .next(element) }
        ended = true
        return .completed
      } catch {
        ended = true
        return .failure(error)
      }
    }

    public mutating func next() async -> Element? { await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: base.makeAsyncIterator()) }
}

extension AsyncMaterializeSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncMaterializeSequence.AsyncIterator: Sendable {}
