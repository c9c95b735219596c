/// A sequence of one element that never fails (RxSwift's `Observable.just`).
///
/// Handy where a chain needs a sequence of a known value: a `catch` handler's replacement, a
/// `flatMapLatest` that answers some inputs at once, a test's input.
///
/// ```swift
/// let phases = fetches.catch { error in AsyncJust(Phase.failed(error)) }
/// ```
public struct AsyncJust<Element>: AsyncSequence {
  public typealias Failure = Never

  let element: Element

  /// Creates a sequence of `element` alone.
  /// - Parameter element: the one element to emit.
  public init(_ element: Element) {
    self.element = element
  }

  /// Emits the element, then ends.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var element: Element?

    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      defer { element = nil }
      return element
    }

    public mutating func next() async -> Element? { await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(element: element) }
}

extension AsyncJust: Sendable where Element: Sendable {}

@available(*, unavailable)
extension AsyncJust.AsyncIterator: Sendable {}
