// flatMapMerge where the outer and inner sequences fail differently, as flatMapLatest does: a
// side that cannot fail takes the other side's failure type. Each form adapts that side with
// `setFailureType(to:)` and calls the one-failure-type operator, so the behaviour is that one's.
extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Emits the elements of all inner sequences as they arrive, where the inner sequences cannot
  /// fail: the result fails as this sequence does.
  ///
  /// ```swift
  /// let thumbnails = try await pages.flatMapMerge(maxConcurrent: 4) { page in cache.thumbnails(of: page) }
  /// ```
  /// - Parameters:
  ///   - maxConcurrent: the most inner sequences iterated at once; must be positive.
  ///   - transform: makes the inner sequence for an element.
  /// - Returns: the elements of all inner sequences, interleaved.
  @_disfavoredOverload
  public func flatMapMerge<Inner: AsyncSequence & Sendable>(
    maxConcurrent: Int = .max, _ transform: @escaping @Sendable (Element) -> Inner
  ) -> AsyncFlatMapMergeSequence<Self, AsyncMapErrorSequence<Inner, Failure>>
  where Inner.Failure == Never, Inner.Element: Sendable {
    flatMapMerge(maxConcurrent: maxConcurrent) { transform($0).setFailureType(to: Failure.self) }
  }

  /// Emits the elements of all inner sequences as they arrive, where this sequence cannot fail:
  /// the result fails as the inner sequences do.
  ///
  /// ```swift
  /// let pages = try await urls.async.flatMapMerge(maxConcurrent: 4) { url in loader.pages(at: url) }
  /// ```
  /// - Parameters:
  ///   - maxConcurrent: the most inner sequences iterated at once; must be positive.
  ///   - transform: makes the inner sequence for an element.
  /// - Returns: the elements of all inner sequences, interleaved.
  @_disfavoredOverload
  public func flatMapMerge<Inner: AsyncSequence & Sendable>(
    maxConcurrent: Int = .max, _ transform: @escaping @Sendable (Element) -> Inner
  ) -> AsyncFlatMapMergeSequence<AsyncMapErrorSequence<Self, Inner.Failure>, Inner>
  where Failure == Never, Inner.Element: Sendable {
    setFailureType(to: Inner.Failure.self).flatMapMerge(maxConcurrent: maxConcurrent, transform)
  }
}
