extension AsyncSequence where Element: AsyncSequence, Element.Failure == Failure {
  /// Emits the elements of each inner sequence in turn, with the elements of `separator` between
  /// two inner sequences (swift-async-algorithms' `joined(separator:)`).
  ///
  /// Each inner sequence is iterated to its end before the next is asked for; `separator` is
  /// iterated anew between every two of them, also around an empty one, as the standard library's
  /// `joined(separator:)` does. A failure of the outer, an inner or the separator sequence is
  /// thrown at once.
  ///
  /// ```swift
  /// let words = [["a", "b"].async, ["c"].async].async.joined(separator: [" "].async)  // a, b, " ", c
  /// ```
  /// - Parameter separator: the sequence whose elements go between two inner sequences.
  /// - Returns: the flattened sequence.
  public func joined<Separator: AsyncSequence>(
    separator: Separator
  ) -> AsyncJoinedBySeparatorSequence<Self, Separator>
  where Separator.Element == Element.Element, Separator.Failure == Failure {
    AsyncJoinedBySeparatorSequence(base: self, separator: separator)
  }
}

/// The sequence that `joined(separator:)` returns.
public struct AsyncJoinedBySeparatorSequence<Base: AsyncSequence, Separator: AsyncSequence>: AsyncSequence
where
  Base.Element: AsyncSequence, Base.Element.Failure == Base.Failure, Separator.Element == Base.Element.Element,
  Separator.Failure == Base.Failure
{
  public typealias Element = Base.Element.Element
  public typealias Failure = Base.Failure

  let base: Base
  let separator: Separator

  /// The iterator, under the name `AsyncSequence` gives it.
  public typealias AsyncIterator = Iterator

  /// Iterates the separator, then the next inner sequence, until the outer one ends.
  public struct Iterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let separator: Separator
    var separatorIterator: Separator.AsyncIterator?
    var inner: Base.Element.AsyncIterator?
    var startedFirstInner = false
    var finished = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      // After the end or a failure nothing is asked again.
      guard !finished else { return nil }
      do {
        return try await nextElement(isolation: actor)
      } catch {
        finished = true
        throw error
      }
    }

    private mutating func nextElement(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      while true {
        if var iterator = separatorIterator {
          let element = try await iterator.next(isolation: actor)
          separatorIterator = element == nil ? nil : iterator
          if let element { return element }
        }
        if var iterator = inner {
          let element = try await iterator.next(isolation: actor)
          inner = element == nil ? nil : iterator
          if let element { return element }
        }
        guard let next = try await base.next(isolation: actor) else {
          finished = true
          return nil
        }
        if startedFirstInner { separatorIterator = separator.makeAsyncIterator() }
        startedFirstInner = true
        inner = next.makeAsyncIterator()
      }
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator(), separator: separator)
  }
}

extension AsyncJoinedBySeparatorSequence: Sendable where Base: Sendable, Separator: Sendable {}

@available(*, unavailable)
extension AsyncJoinedBySeparatorSequence.Iterator: Sendable {}
