// The three-base `merge` for bases whose failure types differ, as the two-base overloads do:
// bases that cannot fail take the failure type of the others when those share one; otherwise
// the result fails with `any Error`. Each overload adapts the bases and calls the three-base
// `merge` for one failure type, so the behaviour is that one's.

/// Emits the elements of three sequences as they arrive, interleaved, none of which can fail.
///
/// Chosen over the overloads for failing bases when no base can fail.
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
///   - base3: a third such sequence.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncMerge3Sequence<Base1, Base2, Base3>
where
  Base1.Failure == Never, Base2.Failure == Never, Base3.Failure == Never, Base1.Element == Base2.Element,
  Base2.Element == Base3.Element, Base1.Element: Sendable
{
  mergeOfOneFailureType(base1, base2, base3)
}

/// Emits the elements of three sequences as they arrive, interleaved, where `base2` and `base3` cannot fail: the result fails as `base1` does.
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
///   - base3: a third such sequence.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncMerge3Sequence<
  Base1, AsyncMapErrorSequence<Base2, Base1.Failure>, AsyncMapErrorSequence<Base3, Base1.Failure>
>
where
  Base2.Failure == Never, Base3.Failure == Never, Base1.Element == Base2.Element, Base2.Element == Base3.Element,
  Base1.Element: Sendable
{
  merge(base1, base2.setFailureType(to: Base1.Failure.self), base3.setFailureType(to: Base1.Failure.self))
}

/// Emits the elements of three sequences as they arrive, interleaved, where `base1` and `base3` cannot fail: the result fails as `base2` does.
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
///   - base3: a third such sequence.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncMerge3Sequence<
  AsyncMapErrorSequence<Base1, Base2.Failure>, Base2, AsyncMapErrorSequence<Base3, Base2.Failure>
>
where
  Base1.Failure == Never, Base3.Failure == Never, Base1.Element == Base2.Element, Base2.Element == Base3.Element,
  Base1.Element: Sendable
{
  merge(base1.setFailureType(to: Base2.Failure.self), base2, base3.setFailureType(to: Base2.Failure.self))
}

/// Emits the elements of three sequences as they arrive, interleaved, where `base1` and `base2` cannot fail: the result fails as `base3` does.
///
/// ```swift
/// let events = merge(taps, clicks, fetches)  // taps and clicks cannot fail: fails as fetches does
/// ```
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
///   - base3: a third such sequence.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncMerge3Sequence<
  AsyncMapErrorSequence<Base1, Base3.Failure>, AsyncMapErrorSequence<Base2, Base3.Failure>, Base3
>
where
  Base1.Failure == Never, Base2.Failure == Never, Base1.Element == Base2.Element, Base2.Element == Base3.Element,
  Base1.Element: Sendable
{
  merge(base1.setFailureType(to: Base3.Failure.self), base2.setFailureType(to: Base3.Failure.self), base3)
}

/// Emits the elements of three sequences as they arrive, interleaved, where `base1` cannot fail: the result fails as `base2` and `base3` do.
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
///   - base3: a third such sequence.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncMerge3Sequence<AsyncMapErrorSequence<Base1, Base2.Failure>, Base2, Base3>
where
  Base1.Failure == Never, Base2.Failure == Base3.Failure, Base1.Element == Base2.Element,
  Base2.Element == Base3.Element, Base1.Element: Sendable
{
  merge(base1.setFailureType(to: Base2.Failure.self), base2, base3)
}

/// Emits the elements of three sequences as they arrive, interleaved, where `base2` cannot fail: the result fails as `base1` and `base3` do.
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
///   - base3: a third such sequence.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncMerge3Sequence<Base1, AsyncMapErrorSequence<Base2, Base1.Failure>, Base3>
where
  Base2.Failure == Never, Base1.Failure == Base3.Failure, Base1.Element == Base2.Element,
  Base2.Element == Base3.Element, Base1.Element: Sendable
{
  merge(base1, base2.setFailureType(to: Base1.Failure.self), base3)
}

/// Emits the elements of three sequences as they arrive, interleaved, where `base3` cannot fail: the result fails as `base1` and `base2` do.
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
///   - base3: a third such sequence.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncMerge3Sequence<Base1, Base2, AsyncMapErrorSequence<Base3, Base1.Failure>>
where
  Base3.Failure == Never, Base1.Failure == Base2.Failure, Base1.Element == Base2.Element,
  Base2.Element == Base3.Element, Base1.Element: Sendable
{
  merge(base1, base2, base3.setFailureType(to: Base1.Failure.self))
}

/// Emits the elements of three sequences as they arrive, interleaved, whose failure types differ: the result fails with `any Error`.
///
/// Chosen when no overload for shared or absent failure types fits.
///
/// ```swift
/// let all = merge(readings.map { try validate($0) }, typedFeed, otherTypedFeed)  // throws any Error
/// ```
/// - Parameters:
///   - base1: one sequence.
///   - base2: another sequence with the same element type.
///   - base3: a third such sequence.
/// - Returns: the merged sequence.
public func merge<Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncMerge3Sequence<
  AsyncMapErrorSequence<Base1, any Error>, AsyncMapErrorSequence<Base2, any Error>,
  AsyncMapErrorSequence<Base3, any Error>
>
where Base1.Element == Base2.Element, Base2.Element == Base3.Element, Base1.Element: Sendable {
  merge(base1.eraseFailure(), base2.eraseFailure(), base3.eraseFailure())
}

/// The three-base `merge` for one failure type, called where a call by name would pick the
/// overload for bases that cannot fail again.
private func mergeOfOneFailureType<
  Base1: AsyncSequence & Sendable, Base2: AsyncSequence & Sendable, Base3: AsyncSequence & Sendable
>(
  _ base1: Base1, _ base2: Base2, _ base3: Base3
) -> AsyncMerge3Sequence<Base1, Base2, Base3>
where
  Base1.Failure == Base2.Failure, Base2.Failure == Base3.Failure, Base1.Element == Base2.Element,
  Base2.Element == Base3.Element, Base1.Element: Sendable
{
  merge(base1, base2, base3)
}
