extension AsyncSequence {
  /// Emits the last `maxLength` elements once the base has finished, one after another, then
  /// finishes: RxSwift's `takeLast`, spelled as the standard library's `suffix(_:)`.
  ///
  /// Nothing is emitted before the base finishes. A failure of the base is thrown instead, and
  /// the kept elements are dropped; a cancelled consumer gets none of them.
  ///
  /// ```swift
  /// let last = [1, 2, 3, 4].async.suffix(2)  // 3, 4
  /// ```
  /// - Parameter maxLength: how many elements to keep, at least 0.
  /// - Returns: a sequence of at most `maxLength` elements, the base's last.
  public func suffix(_ maxLength: Int) -> AsyncSuffixSequence<Self> {
    precondition(maxLength >= 0, "suffix(_:) takes a count of at least 0, got \(maxLength)")
    return AsyncSuffixSequence(base: self, maxLength: maxLength)
  }
}

/// The sequence that `suffix(_:)` returns.
public struct AsyncSuffixSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  let base: Base
  let maxLength: Int

  /// Runs the whole base on the first call, keeping its last elements in a ring, then hands them
  /// out one a call.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator?
    let maxLength: Int
    var kept: [Base.Element] = []
    var position = 0

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      if var iterator = base {
        base = nil
        var ring: [Base.Element] = []
        var oldest = 0
        while let element = try await iterator.next(isolation: actor) {
          guard maxLength > 0 else { continue }
          if ring.count < maxLength {
            ring.append(element)
          } else {
            ring[oldest] = element
            oldest = (oldest + 1) % maxLength
          }
        }
        // A cancelled consumer gets nothing rather than the last elements of a partial run.
        if Task.isCancelled { return nil }
        kept = Array(ring[oldest...] + ring[..<oldest])
      }
      guard position < kept.count else { return nil }
      defer { position += 1 }
      return kept[position]
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), maxLength: maxLength)
  }
}

extension AsyncSuffixSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncSuffixSequence.AsyncIterator: Sendable {}
