extension AsyncSequence {
  /// Emits `elements` first, then the elements of this sequence.
  ///
  /// ```swift
  /// let query = searchText.startWith("")  // "", then each typed text
  /// ```
  /// - Parameter elements: the elements to emit before the base's.
  /// - Returns: a sequence that begins with `elements`.
  public func startWith(_ elements: Element...) -> AsyncStartWithSequence<Self> {
    AsyncStartWithSequence(base: self, prefix: elements)
  }
}

/// The sequence that `startWith(_:)` returns.
public struct AsyncStartWithSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  let base: Base
  let prefix: [Element]

  /// Emits the prefix, then iterates the base.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let prefix: [Element]
    var index = 0

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      if index < prefix.count {
        defer { index += 1 }
        return prefix[index]
      }
      return try await base.next(isolation: actor)
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), prefix: prefix)
  }
}

extension AsyncStartWithSequence: Sendable where Base: Sendable, Element: Sendable {}

@available(*, unavailable)
extension AsyncStartWithSequence.AsyncIterator: Sendable {}
