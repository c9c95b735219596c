/// The sequence that `chain(_:_:_:)` returns: every element of the first sequence, then of the
/// second, then of the third.
///
/// A failure of any base ends the chain; a base that has finished is never asked again.
///
/// ```swift
/// let all = chain(cached.async, fetched, live)  // the cached elements, the fetched, then the live
/// ```
public struct AsyncChain3Sequence<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>: AsyncSequence
where
  Base1.Element == Base2.Element, Base2.Element == Base3.Element, Base1.Failure == Base2.Failure,
  Base2.Failure == Base3.Failure
{
  public typealias Element = Base1.Element
  public typealias Failure = Base1.Failure

  let base1: Base1
  let base2: Base2
  let base3: Base3

  /// Iterates the first sequence, then the second, then the third.
  public struct Iterator: AsyncIteratorProtocol {
    var base1: Base1.AsyncIterator?
    var base2: Base2.AsyncIterator?
    var base3: Base3.AsyncIterator?

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      // Each iterator is taken out while it runs and put back only while it may still give
      // elements; a failure drops the ones after it, so the chain stays ended.
      do {
        if var running = base1 {
          base1 = nil
          if let element = try await running.next(isolation: actor) {
            base1 = running
            return element
          }
        }
        if var running = base2 {
          base2 = nil
          if let element = try await running.next(isolation: actor) {
            base2 = running
            return element
          }
        }
        guard var running = base3 else { return nil }
        base3 = nil
        guard let element = try await running.next(isolation: actor) else { return nil }
        base3 = running
        return element
      } catch {
        base2 = nil
        base3 = nil
        throw error
      }
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(base1: base1.makeAsyncIterator(), base2: base2.makeAsyncIterator(), base3: base3.makeAsyncIterator())
  }
}

extension AsyncChain3Sequence: Sendable where Base1: Sendable, Base2: Sendable, Base3: Sendable {}

@available(*, unavailable)
extension AsyncChain3Sequence.Iterator: Sendable {}
