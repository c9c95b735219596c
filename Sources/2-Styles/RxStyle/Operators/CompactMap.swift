extension ObservableType {
  /// Transforms each element with `transform` and passes on the non-`nil` results.
  ///
  /// An error thrown by `transform` ends the sequence with that error.
  ///
  /// ```swift
  /// Observable.of("1", "x", "3").compactMap { Int($0) }  // next(1), next(3), completed
  /// ```
  /// - Parameter transform: maps an element to a result, or to `nil` to drop it.
  /// - Returns: the non-`nil` results.
  @available(swift, introduced: 6)
  @inlinable
  @preconcurrency public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?)
    -> Observable<Result>
  {
    // Inlined so that the optional is handled in code specialised for the caller's types.
    Observable<Result>.stepping(asObservable()) {
      { element, receiver in
        if let result = try transform(element) { receiver.onNext(result) }
        return true
      }
    }
  }
}
