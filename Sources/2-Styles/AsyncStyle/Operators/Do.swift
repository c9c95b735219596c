extension AsyncSequence {
  /// Runs side effects on the events of the iteration without changing them.
  ///
  /// `onStart` runs before the first element is requested, `onElement` for each element,
  /// then exactly one of `onFinish`, `onFailure` or `onCancel`: `onCancel` when the base ends
  /// because the consuming task was cancelled, or when the iterator is dropped before the end.
  ///
  /// ```swift
  /// let logged = results.handleEvents(onElement: { print("got", $0) }, onFinish: { print("done") })
  /// ```
  /// - Parameters:
  ///   - onStart: runs once, on the first request.
  ///   - onElement: runs for each element before it is emitted.
  ///   - onFinish: runs when the base finishes normally.
  ///   - onFailure: runs with the base's failure before it is thrown.
  ///   - onCancel: runs when the iteration ends through cancellation.
  /// - Returns: a sequence with the same events.
  public func handleEvents(
    onStart: (@Sendable () -> Void)? = nil,
    onElement: (@Sendable (Element) -> Void)? = nil,
    onFinish: (@Sendable () -> Void)? = nil,
    onFailure: (@Sendable (Failure) -> Void)? = nil,
    onCancel: (@Sendable () -> Void)? = nil
  ) -> AsyncHandleEventsSequence<Self> {
    AsyncHandleEventsSequence(
      base: self,
      handlers: .init(
        onStart: onStart, onElement: onElement, onFinish: onFinish, onFailure: onFailure, onCancel: onCancel))
  }
}

/// The sequence that `handleEvents(onStart:onElement:onFinish:onFailure:onCancel:)` returns.
public struct AsyncHandleEventsSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  struct Handlers: Sendable {
    let onStart: (@Sendable () -> Void)?
    let onElement: (@Sendable (Element) -> Void)?
    let onFinish: (@Sendable () -> Void)?
    let onFailure: (@Sendable (Failure) -> Void)?
    let onCancel: (@Sendable () -> Void)?
  }

  /// Reports cancellation if the iterator is dropped before the end.
  final class Lifetime {
    let onCancel: (@Sendable () -> Void)?
    var ended = false

    init(onCancel: (@Sendable () -> Void)?) { self.onCancel = onCancel }

    deinit { if !ended { onCancel?() } }
  }

  let base: Base
  let handlers: Handlers

  /// Forwards the base's events, running the handlers on the way.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let handlers: Handlers
    var lifetime: Lifetime?

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      if lifetime == nil {
        lifetime = Lifetime(onCancel: handlers.onCancel)
        handlers.onStart?()
      }
      guard let current = lifetime, !current.ended else { return nil }
      do {
        if let element = try await base.next(isolation: actor) {
          handlers.onElement?(element)
          return element
        }
        current.ended = true
        if Task.isCancelled { handlers.onCancel?() } else { handlers.onFinish?() }
        return nil
      } catch {
        current.ended = true
        handlers.onFailure?(error)
        throw error
      }
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), handlers: handlers)
  }
}

extension AsyncHandleEventsSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncHandleEventsSequence.AsyncIterator: Sendable {}
