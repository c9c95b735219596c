// The three-base `chain` for bases whose failure types differ, as the two-base overloads do:
// bases that cannot fail take the failure type of the others when those share one; otherwise
// the result fails with `any Error`. Each overload adapts the bases and calls the three-base
// `chain` for one failure type, so the behaviour is that one's.

/// Emits every element of `first`, then of `second`, then of `third`, none of which can fail.
///
/// Chosen over the overloads for failing bases when no base can fail.
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate second.
///   - third: the sequence to iterate last.
/// - Returns: the concatenation of the three sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence, Third: AsyncSequence>(
  _ first: First, _ second: Second, _ third: Third
) -> AsyncChain3Sequence<First, Second, Third>
where
  First.Failure == Never, Second.Failure == Never, Third.Failure == Never, First.Element == Second.Element,
  Second.Element == Third.Element
{
  chainOfOneFailureType(first, second, third)
}

/// Emits every element of `first`, then of `second`, then of `third`, where `second` and `third` cannot fail: the result fails as `first` does.
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate second.
///   - third: the sequence to iterate last.
/// - Returns: the concatenation of the three sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence, Third: AsyncSequence>(
  _ first: First, _ second: Second, _ third: Third
) -> AsyncChain3Sequence<
  First, AsyncMapErrorSequence<Second, First.Failure>, AsyncMapErrorSequence<Third, First.Failure>
>
where Second.Failure == Never, Third.Failure == Never, First.Element == Second.Element, Second.Element == Third.Element
{
  chain(first, second.setFailureType(to: First.Failure.self), third.setFailureType(to: First.Failure.self))
}

/// Emits every element of `first`, then of `second`, then of `third`, where `first` and `third` cannot fail: the result fails as `second` does.
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate second.
///   - third: the sequence to iterate last.
/// - Returns: the concatenation of the three sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence, Third: AsyncSequence>(
  _ first: First, _ second: Second, _ third: Third
) -> AsyncChain3Sequence<
  AsyncMapErrorSequence<First, Second.Failure>, Second, AsyncMapErrorSequence<Third, Second.Failure>
>
where First.Failure == Never, Third.Failure == Never, First.Element == Second.Element, Second.Element == Third.Element {
  chain(first.setFailureType(to: Second.Failure.self), second, third.setFailureType(to: Second.Failure.self))
}

/// Emits every element of `first`, then of `second`, then of `third`, where `first` and `second` cannot fail: the result fails as `third` does.
///
/// ```swift
/// let all = chain(cached.async, placeholders.async, fetched)  // fails as fetched does
/// ```
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate second.
///   - third: the sequence to iterate last.
/// - Returns: the concatenation of the three sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence, Third: AsyncSequence>(
  _ first: First, _ second: Second, _ third: Third
) -> AsyncChain3Sequence<
  AsyncMapErrorSequence<First, Third.Failure>, AsyncMapErrorSequence<Second, Third.Failure>, Third
>
where First.Failure == Never, Second.Failure == Never, First.Element == Second.Element, Second.Element == Third.Element
{
  chain(first.setFailureType(to: Third.Failure.self), second.setFailureType(to: Third.Failure.self), third)
}

/// Emits every element of `first`, then of `second`, then of `third`, where `first` cannot fail: the result fails as `second` and `third` do.
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate second.
///   - third: the sequence to iterate last.
/// - Returns: the concatenation of the three sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence, Third: AsyncSequence>(
  _ first: First, _ second: Second, _ third: Third
) -> AsyncChain3Sequence<AsyncMapErrorSequence<First, Second.Failure>, Second, Third>
where
  First.Failure == Never, Second.Failure == Third.Failure, First.Element == Second.Element,
  Second.Element == Third.Element
{
  chain(first.setFailureType(to: Second.Failure.self), second, third)
}

/// Emits every element of `first`, then of `second`, then of `third`, where `second` cannot fail: the result fails as `first` and `third` do.
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate second.
///   - third: the sequence to iterate last.
/// - Returns: the concatenation of the three sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence, Third: AsyncSequence>(
  _ first: First, _ second: Second, _ third: Third
) -> AsyncChain3Sequence<First, AsyncMapErrorSequence<Second, First.Failure>, Third>
where
  Second.Failure == Never, First.Failure == Third.Failure, First.Element == Second.Element,
  Second.Element == Third.Element
{
  chain(first, second.setFailureType(to: First.Failure.self), third)
}

/// Emits every element of `first`, then of `second`, then of `third`, where `third` cannot fail: the result fails as `first` and `second` do.
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate second.
///   - third: the sequence to iterate last.
/// - Returns: the concatenation of the three sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence, Third: AsyncSequence>(
  _ first: First, _ second: Second, _ third: Third
) -> AsyncChain3Sequence<First, Second, AsyncMapErrorSequence<Third, First.Failure>>
where
  Third.Failure == Never, First.Failure == Second.Failure, First.Element == Second.Element,
  Second.Element == Third.Element
{
  chain(first, second, third.setFailureType(to: First.Failure.self))
}

/// Emits every element of `first`, then of `second`, then of `third`, whose failure types differ: the result fails with `any Error`.
///
/// Chosen when no overload for shared or absent failure types fits.
///
/// ```swift
/// let all = chain(readings.map { try validate($0) }, typedFeed, otherTypedFeed)  // throws any Error
/// ```
/// - Parameters:
///   - first: the sequence to iterate first.
///   - second: the sequence to iterate second.
///   - third: the sequence to iterate last.
/// - Returns: the concatenation of the three sequences.
public func chain<First: AsyncSequence, Second: AsyncSequence, Third: AsyncSequence>(
  _ first: First, _ second: Second, _ third: Third
) -> AsyncChain3Sequence<
  AsyncMapErrorSequence<First, any Error>, AsyncMapErrorSequence<Second, any Error>,
  AsyncMapErrorSequence<Third, any Error>
>
where First.Element == Second.Element, Second.Element == Third.Element {
  chain(first.eraseFailure(), second.eraseFailure(), third.eraseFailure())
}

/// The three-base `chain` for one failure type, called where a call by name would pick the
/// overload for bases that cannot fail again.
private func chainOfOneFailureType<First: AsyncSequence, Second: AsyncSequence, Third: AsyncSequence>(
  _ first: First, _ second: Second, _ third: Third
) -> AsyncChain3Sequence<First, Second, Third>
where
  First.Failure == Second.Failure, Second.Failure == Third.Failure, First.Element == Second.Element,
  Second.Element == Third.Element
{
  chain(first, second, third)
}
