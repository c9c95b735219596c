extension AsyncSequence where Element: AsyncSequence {
  /// Emits every element of each inner sequence in turn, as swift-async-algorithms' `joined()`.
  ///
  /// An inner sequence is iterated only after the previous one has finished; the result finishes
  /// after the last one. A failure of the outer sequence or of an inner one is thrown and ends the
  /// iteration. Outer and inner sequences of different failure types are accepted: one that cannot
  /// fail takes the other's type, two different types give `any Error`.
  ///
  /// ```swift
  /// let pages = pageRequests.map { request in fetch(request) }.joined()  // page 1's items, then page 2's…
  /// ```
  /// - Returns: the concatenation of the inner sequences.
  public func joined() -> AsyncJoinedSequence<Self> where Element.Failure == Failure {
    AsyncJoinedSequence(base: self)
  }

  /// `joined()` for an outer sequence that cannot fail: the result fails as the inner sequences do.
  ///
  /// - Returns: the concatenation of the inner sequences.
  public func joined() -> AsyncJoinedSequence<AsyncMapErrorSequence<Self, Element.Failure>> where Failure == Never {
    AsyncJoinedSequence(base: setFailureType(to: Element.Failure.self))
  }

  /// `joined()` for inner sequences that cannot fail: the result fails as the outer sequence does.
  ///
  /// - Returns: the concatenation of the inner sequences.
  public func joined() -> AsyncJoinedSequence<AsyncSyncMapSequence<Self, AsyncMapErrorSequence<Element, Failure>>>
  where Element.Failure == Never {
    AsyncJoinedSequence(base: map { $0.setFailureType(to: Failure.self) })
  }

  /// `joined()` where neither the outer nor the inner sequences can fail.
  ///
  /// Chosen over the overloads for one failing side when neither can fail.
  /// - Returns: the concatenation of the inner sequences.
  public func joined() -> AsyncJoinedSequence<Self> where Failure == Never, Element.Failure == Never {
    AsyncJoinedSequence(base: self)
  }

  /// `joined()` for outer and inner sequences of different failure types: the result fails with `any Error`.
  ///
  /// - Returns: the concatenation of the inner sequences.
  public func joined() -> AsyncJoinedSequence<
    AsyncSyncMapSequence<AsyncMapErrorSequence<Self, any Error>, AsyncMapErrorSequence<Element, any Error>>
  > {
    AsyncJoinedSequence(base: eraseFailure().map { $0.eraseFailure() })
  }
}

/// The sequence that `joined()` returns.
public struct AsyncJoinedSequence<Base: AsyncSequence>: AsyncSequence
where Base.Element: AsyncSequence, Base.Element.Failure == Base.Failure {
  public typealias Element = Base.Element.Element
  public typealias Failure = Base.Failure

  let base: Base

  /// The iterator, under the name `AsyncSequence` gives it.
  public typealias AsyncIterator = Iterator

  /// Iterates the current inner sequence, moving to the next one when it finishes.
  public struct Iterator: AsyncIteratorProtocol {
    var outer: Base.AsyncIterator?
    var inner: Base.Element.AsyncIterator?

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      // An outer sequence of empty inner ones that never suspends looks for cancellation every 64.
      var emptyInners: UInt8 = 0
      do {
        while outer != nil || inner != nil {
          if var running = inner {
            inner = nil
            if let element = try await running.next(isolation: actor) {
              inner = running
              return element
            }
            emptyInners &+= 1
            if emptyInners & 63 == 0, Task.isCancelled { break }
          }
          guard var source = outer else { break }
          outer = nil
          guard let next = try await source.next(isolation: actor) else { break }
          outer = source
          inner = next.makeAsyncIterator()
        }
      } catch {
        outer = nil
        inner = nil
        throw error
      }
      outer = nil
      inner = nil
      return nil
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator { Iterator(outer: base.makeAsyncIterator()) }
}

extension AsyncJoinedSequence: Sendable where Base: Sendable {}

@available(*, unavailable)
extension AsyncJoinedSequence.Iterator: Sendable {}
