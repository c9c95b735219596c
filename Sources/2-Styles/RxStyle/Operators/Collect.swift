extension ObservableType {
  /// Collects all elements into one array, emitted as a `Single` when the sequence completes.
  ///
  /// The result is a `Single` because a completed source always yields exactly one array (an
  /// empty one for an empty source); an error ends it with that error and drops what was
  /// collected.
  ///
  /// ```swift
  /// Observable.of(1, 2).toArray()  // success([1, 2])
  /// ```
  /// - Returns: a `Single` of every element in order.
  public func toArray() -> Single<[Element]> {
    Single(raw: reduce(into: [Element]()) { $0.append($1) })
  }
}
