// flatMapLatest where the outer and inner sequences fail differently, as swift-async-algorithms
// offers it: a side that cannot fail takes the other side's failure type. Each form adapts that
// side with `setFailureType(to:)` and calls the one-failure-type operator, so the behaviour is
// that one's.
extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Emits the elements of the newest inner sequence, where the inner sequences cannot fail: the
  /// result fails as this sequence does.
  ///
  /// ```swift
  /// let rows = try await queries.flatMapLatest { query in cache.rows(for: query) }  // cache never fails
  /// ```
  /// - Parameter transform: makes the inner sequence for an element.
  /// - Returns: the elements of the newest inner sequence.
  @_disfavoredOverload
  public func flatMapLatest<Inner: AsyncSequence & Sendable>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> AsyncFlatMapLatestSequence<Self, AsyncMapErrorSequence<Inner, Failure>>
  where Inner.Failure == Never, Inner.Element: Sendable {
    flatMapLatest { transform($0).setFailureType(to: Failure.self) }
  }

  /// Emits the elements of the newest inner sequence, where this sequence cannot fail: the result
  /// fails as the inner sequences do.
  ///
  /// ```swift
  /// let profiles = signedInUsers.flatMapLatest { user in service.profiles(of: user) }  // may throw
  /// ```
  /// - Parameter transform: makes the inner sequence for an element.
  /// - Returns: the elements of the newest inner sequence.
  @_disfavoredOverload
  public func flatMapLatest<Inner: AsyncSequence & Sendable>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> AsyncFlatMapLatestSequence<AsyncMapErrorSequence<Self, Inner.Failure>, Inner>
  where Failure == Never, Inner.Element: Sendable {
    setFailureType(to: Inner.Failure.self).flatMapLatest(transform)
  }
}
