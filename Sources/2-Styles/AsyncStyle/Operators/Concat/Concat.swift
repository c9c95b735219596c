/// Emits every element of `first`, then every element of `second` (RxSwift's `concat`).
///
/// `second` is iterated only after `first` has finished; a failure of `first` ends the chain.
///
/// ```swift
/// let all = chain(cached.async, fetched)  // the cached elements, then the fetched ones
/// ```
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate after it.
/// - Returns: the concatenation of the two sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence>(
  _ first: First, _ second: Second
) -> AsyncChain2Sequence<First, Second> where First.Element == Second.Element, First.Failure == Second.Failure {
  AsyncChain2Sequence(first: first, second: second)
}

/// Emits every element of three sequences, one after the other.
///
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate second.
///   - third: the sequence to iterate last.
/// - Returns: the concatenation of the three sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence, Third: AsyncSequence>(
  _ first: First, _ second: Second, _ third: Third
) -> AsyncChain3Sequence<First, Second, Third>
where
  First.Element == Second.Element, Second.Element == Third.Element, First.Failure == Second.Failure,
  Second.Failure == Third.Failure
{
  AsyncChain3Sequence(base1: first, base2: second, base3: third)
}

/// The sequence that `chain(_:_:)` returns.
public struct AsyncChain2Sequence<First: AsyncSequence, Second: AsyncSequence>: AsyncSequence
where First.Element == Second.Element, First.Failure == Second.Failure {
  public typealias Element = First.Element
  public typealias Failure = First.Failure

  let first: First
  let second: Second

  /// Iterates the first sequence, then the second.
  public struct Iterator: AsyncIteratorProtocol {
    var first: First.AsyncIterator?
    var second: Second.AsyncIterator?

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      // Each iterator is taken out while it runs and put back only while it may still give
      // elements: a failure of either ends the chain, and an ended base is never asked again.
      if var running = first {
        first = nil
        let element: Element?
        do {
          element = try await running.next(isolation: actor)
        } catch {
          second = nil
          throw error
        }
        if let element {
          first = running
          return element
        }
      }
      guard var running = second else { return nil }
      second = nil
      guard let element = try await running.next(isolation: actor) else { return nil }
      second = running
      return element
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(first: first.makeAsyncIterator(), second: second.makeAsyncIterator())
  }
}

extension AsyncChain2Sequence: Sendable where First: Sendable, Second: Sendable {}

@available(*, unavailable)
extension AsyncChain2Sequence.Iterator: Sendable {}

/// Emits every element of `first`, then every element of `second`, where `first` cannot fail: the result fails as `second` does.
///
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate after it.
/// - Returns: the concatenation of the two sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence>(
  _ first: First, _ second: Second
) -> AsyncChain2Sequence<AsyncMapErrorSequence<First, Second.Failure>, Second>
where First.Failure == Never, First.Element == Second.Element {
  chain(first.setFailureType(to: Second.Failure.self), second)
}

/// Emits every element of `first`, then every element of `second`, where `second` cannot fail: the result fails as `first` does.
///
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate after it.
/// - Returns: the concatenation of the two sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence>(
  _ first: First, _ second: Second
) -> AsyncChain2Sequence<First, AsyncMapErrorSequence<Second, First.Failure>>
where Second.Failure == Never, First.Element == Second.Element {
  chain(first, second.setFailureType(to: First.Failure.self))
}

/// Emits every element of `first`, then every element of `second`, neither of which can fail.
///
/// Chosen over the overloads for one failing base when neither can fail.
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate after it.
/// - Returns: the concatenation of the two sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence>(
  _ first: First, _ second: Second
) -> AsyncChain2Sequence<First, Second>
where First.Failure == Never, Second.Failure == Never, First.Element == Second.Element {
  AsyncChain2Sequence(first: first, second: second)
}

/// Emits every element of `first`, then every element of `second`, which fail with different types: the result fails with `any Error`.
///
/// ```swift
/// let all = chain(readings.map { try validate($0) }, typedFeed)  // throws any Error
/// ```
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate after it.
/// - Returns: the concatenation of the two sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence>(
  _ first: First, _ second: Second
) -> AsyncChain2Sequence<AsyncMapErrorSequence<First, any Error>, AsyncMapErrorSequence<Second, any Error>>
where First.Element == Second.Element {
  chain(first.eraseFailure(), second.eraseFailure())
}
