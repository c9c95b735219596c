extension AsyncSequence {
  /// Combines every element into one value with a synchronous closure.
  ///
  /// Chosen over the standard library's `reduce` when the closure does not `await`; it throws the
  /// base's typed `Failure` only, so reducing a sequence that cannot fail needs no `try`. It runs
  /// in the caller's isolation, so the closure may capture the caller's state.
  ///
  /// ```swift
  /// let total = await [1, 2, 3].async.reduce(0, +)  // 6
  /// ```
  /// - Parameters:
  ///   - initialResult: the value to start from.
  ///   - nextPartialResult: combines the result so far with the next element.
  /// - Returns: the final result once the sequence has finished.
  /// - Throws: the base's failure.
  @inlinable
  nonisolated(nonsending) public func reduce<Result>(
    _ initialResult: Result, _ nextPartialResult: (Result, Element) -> Result
  ) async throws(Failure) -> Result {
    var result = initialResult
    var iterator = makeAsyncIterator()
    while let element = try await iterator.next(isolation: #isolation) {
      result = nextPartialResult(result, element)
    }
    return result
  }
}
