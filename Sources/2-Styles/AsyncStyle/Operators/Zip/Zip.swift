/// Pairs the elements of two sequences by position: the first with the first, and so on.
///
/// Ends as soon as either sequence ends; a failure of either is thrown. The sequences are asked
/// in turn (first, then second) for each pair, so no task is started, nothing is buffered and
/// neither sequence nor its elements need be `Sendable`. swift-async-algorithms asks both at
/// once from child tasks instead, so it notices the second sequence's end while still waiting
/// on the first; here that end is seen once the first has answered.
///
/// ```swift
/// for await (name, score) in zip(names, scores) { print(name, score) }
/// ```
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
/// - Returns: a sequence of pairs.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence>(
  _ base1: Base1, _ base2: Base2
) -> AsyncZip2Sequence<Base1, Base2> where Base1.Failure == Base2.Failure {
  AsyncZip2Sequence(base1: base1, base2: base2)
}

/// Combines the elements of three sequences by position.
///
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
///   - base3: the sequence of third components.
/// - Returns: a sequence of triples.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncZip3Sequence<Base1, Base2, Base3> where Base1.Failure == Base2.Failure, Base2.Failure == Base3.Failure {
  AsyncZip3Sequence(base1: base1, base2: base2, base3: base3)
}

/// The sequence that `zip(_:_:)` returns.
public struct AsyncZip2Sequence<Base1: AsyncSequence, Base2: AsyncSequence>: AsyncSequence
where Base1.Failure == Base2.Failure {
  public typealias Element = (Base1.Element, Base2.Element)
  public typealias Failure = Base1.Failure

  @usableFromInline let base1: Base1
  @usableFromInline let base2: Base2

  @inlinable init(base1: Base1, base2: Base2) {
    self.base1 = base1
    self.base2 = base2
  }

  /// The iterator, under the name `AsyncSequence` gives it.
  public typealias AsyncIterator = Iterator

  /// Asks each base for its next element in turn.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var base1: Base1.AsyncIterator
    @usableFromInline var base2: Base2.AsyncIterator
    @usableFromInline var finished = false

    @inlinable init(base1: Base1.AsyncIterator, base2: Base2.AsyncIterator) {
      self.base1 = base1
      self.base2 = base2
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      guard !finished, let first = try await base1.next(isolation: actor, ending: &finished),
        let second = try await base2.next(isolation: actor, ending: &finished)
      else { return nil }
      return (first, second)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> Iterator {
    Iterator(base1: base1.makeAsyncIterator(), base2: base2.makeAsyncIterator())
  }
}

extension AsyncZip2Sequence: Sendable where Base1: Sendable, Base2: Sendable {}

@available(*, unavailable)
extension AsyncZip2Sequence.Iterator: Sendable {}

/// The sequence that `zip(_:_:_:)` returns.
public struct AsyncZip3Sequence<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>: AsyncSequence
where Base1.Failure == Base2.Failure, Base2.Failure == Base3.Failure {
  public typealias Element = (Base1.Element, Base2.Element, Base3.Element)
  public typealias Failure = Base1.Failure

  @usableFromInline let base1: Base1
  @usableFromInline let base2: Base2
  @usableFromInline let base3: Base3

  @inlinable init(base1: Base1, base2: Base2, base3: Base3) {
    self.base1 = base1
    self.base2 = base2
    self.base3 = base3
  }

  /// The iterator, under the name `AsyncSequence` gives it.
  public typealias AsyncIterator = Iterator

  /// Asks each base for its next element in turn.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var pairs: AsyncZip2Sequence<Base1, Base2>.Iterator
    @usableFromInline var base3: Base3.AsyncIterator
    @usableFromInline var finished = false

    @inlinable init(pairs: AsyncZip2Sequence<Base1, Base2>.Iterator, base3: Base3.AsyncIterator) {
      self.pairs = pairs
      self.base3 = base3
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      guard !finished, let (first, second) = try await pairs.next(isolation: actor, ending: &finished),
        let third = try await base3.next(isolation: actor, ending: &finished)
      else { return nil }
      return (first, second, third)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  @inlinable
  public func makeAsyncIterator() -> Iterator {
    Iterator(
      pairs: AsyncZip2Sequence(base1: base1, base2: base2).makeAsyncIterator(), base3: base3.makeAsyncIterator())
  }
}

extension AsyncZip3Sequence: Sendable where Base1: Sendable, Base2: Sendable, Base3: Sendable {}

@available(*, unavailable)
extension AsyncZip3Sequence.Iterator: Sendable {}

/// Pairs the elements of two sequences by position, where `base1` cannot fail: the result fails as `base2` does.
///
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
/// - Returns: a sequence of pairs.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence>(
  _ base1: Base1, _ base2: Base2
) -> AsyncZip2Sequence<AsyncMapErrorSequence<Base1, Base2.Failure>, Base2>
where Base1.Failure == Never {
  zip(base1.setFailureType(to: Base2.Failure.self), base2)
}

/// Pairs the elements of two sequences by position, where `base2` cannot fail: the result fails as `base1` does.
///
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
/// - Returns: a sequence of pairs.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence>(
  _ base1: Base1, _ base2: Base2
) -> AsyncZip2Sequence<Base1, AsyncMapErrorSequence<Base2, Base1.Failure>>
where Base2.Failure == Never {
  zip(base1, base2.setFailureType(to: Base1.Failure.self))
}

/// Pairs the elements of two sequences by position, neither of which can fail.
///
/// Chosen over the overloads for one failing base when neither can fail.
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
/// - Returns: a sequence of pairs.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence>(
  _ base1: Base1, _ base2: Base2
) -> AsyncZip2Sequence<Base1, Base2>
where Base1.Failure == Never, Base2.Failure == Never {
  AsyncZip2Sequence(base1: base1, base2: base2)
}

/// Pairs the elements of two sequences by position, which fail with different types: the result fails with `any Error`.
///
/// ```swift
/// let all = zip(readings.map { try validate($0) }, typedFeed)  // throws any Error
/// ```
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
/// - Returns: a sequence of pairs.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence>(
  _ base1: Base1, _ base2: Base2
) -> AsyncZip2Sequence<AsyncMapErrorSequence<Base1, any Error>, AsyncMapErrorSequence<Base2, any Error>> {
  zip(base1.eraseFailure(), base2.eraseFailure())
}
