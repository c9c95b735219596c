extension ObservableType {
  /// Collects all elements into one array, emitted when the sequence completes.
  ///
  /// ```swift
  /// Observable.of(1, 2).toArray()  // next([1, 2]), completed
  /// ```
  public func toArray() -> Observable<[Element]> {
    reduce(into: [Element]()) { $0.append($1) }
  }
}
