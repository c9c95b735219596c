// The three-base `zip` for bases whose failure types differ, as the two-base overloads do:
// bases that cannot fail take the failure type of the others when those share one; otherwise
// the result fails with `any Error`. Each overload adapts the bases and calls the three-base
// `zip` for one failure type, so the behaviour is that one's.

/// Combines the elements of three sequences by position, none of which can fail.
///
/// Chosen over the overloads for failing bases when no base can fail.
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
///   - base3: the sequence of third components.
/// - Returns: a sequence of triples.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncZip3Sequence<Base1, Base2, Base3>
where Base1.Failure == Never, Base2.Failure == Never, Base3.Failure == Never {
  zipOfOneFailureType(base1, base2, base3)
}

/// Combines the elements of three sequences by position, where `base2` and `base3` cannot fail: the result fails as `base1` does.
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
///   - base3: the sequence of third components.
/// - Returns: a sequence of triples.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncZip3Sequence<Base1, AsyncMapErrorSequence<Base2, Base1.Failure>, AsyncMapErrorSequence<Base3, Base1.Failure>>
where Base2.Failure == Never, Base3.Failure == Never {
  zip(base1, base2.setFailureType(to: Base1.Failure.self), base3.setFailureType(to: Base1.Failure.self))
}

/// Combines the elements of three sequences by position, where `base1` and `base3` cannot fail: the result fails as `base2` does.
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
///   - base3: the sequence of third components.
/// - Returns: a sequence of triples.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncZip3Sequence<AsyncMapErrorSequence<Base1, Base2.Failure>, Base2, AsyncMapErrorSequence<Base3, Base2.Failure>>
where Base1.Failure == Never, Base3.Failure == Never {
  zip(base1.setFailureType(to: Base2.Failure.self), base2, base3.setFailureType(to: Base2.Failure.self))
}

/// Combines the elements of three sequences by position, where `base1` and `base2` cannot fail: the result fails as `base3` does.
///
/// ```swift
/// let rows = zip(ids.async, names.async, fetchedScores)  // fails as fetchedScores does
/// ```
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
///   - base3: the sequence of third components.
/// - Returns: a sequence of triples.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncZip3Sequence<AsyncMapErrorSequence<Base1, Base3.Failure>, AsyncMapErrorSequence<Base2, Base3.Failure>, Base3>
where Base1.Failure == Never, Base2.Failure == Never {
  zip(base1.setFailureType(to: Base3.Failure.self), base2.setFailureType(to: Base3.Failure.self), base3)
}

/// Combines the elements of three sequences by position, where `base1` cannot fail: the result fails as `base2` and `base3` do.
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
///   - base3: the sequence of third components.
/// - Returns: a sequence of triples.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncZip3Sequence<AsyncMapErrorSequence<Base1, Base2.Failure>, Base2, Base3>
where Base1.Failure == Never, Base2.Failure == Base3.Failure {
  zip(base1.setFailureType(to: Base2.Failure.self), base2, base3)
}

/// Combines the elements of three sequences by position, where `base2` cannot fail: the result fails as `base1` and `base3` do.
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
///   - base3: the sequence of third components.
/// - Returns: a sequence of triples.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncZip3Sequence<Base1, AsyncMapErrorSequence<Base2, Base1.Failure>, Base3>
where Base2.Failure == Never, Base1.Failure == Base3.Failure {
  zip(base1, base2.setFailureType(to: Base1.Failure.self), base3)
}

/// Combines the elements of three sequences by position, where `base3` cannot fail: the result fails as `base1` and `base2` do.
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
///   - base3: the sequence of third components.
/// - Returns: a sequence of triples.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncZip3Sequence<Base1, Base2, AsyncMapErrorSequence<Base3, Base1.Failure>>
where Base3.Failure == Never, Base1.Failure == Base2.Failure {
  zip(base1, base2, base3.setFailureType(to: Base1.Failure.self))
}

/// Combines the elements of three sequences by position, whose failure types differ: the result fails with `any Error`.
///
/// Chosen when no overload for shared or absent failure types fits.
///
/// ```swift
/// let all = zip(readings.map { try validate($0) }, typedFeed, otherTypedFeed)  // throws any Error
/// ```
/// - Parameters:
///   - base1: the sequence of first components.
///   - base2: the sequence of second components.
///   - base3: the sequence of third components.
/// - Returns: a sequence of triples.
public func zip<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncZip3Sequence<
  AsyncMapErrorSequence<Base1, any Error>, AsyncMapErrorSequence<Base2, any Error>,
  AsyncMapErrorSequence<Base3, any Error>
> {
  zip(base1.eraseFailure(), base2.eraseFailure(), base3.eraseFailure())
}

/// The three-base `zip` for one failure type, called where a call by name would pick the
/// overload for bases that cannot fail again.
private func zipOfOneFailureType<Base1: AsyncSequence, Base2: AsyncSequence, Base3: AsyncSequence>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncZip3Sequence<Base1, Base2, Base3>
where Base1.Failure == Base2.Failure, Base2.Failure == Base3.Failure {
  zip(base1, base2, base3)
}
