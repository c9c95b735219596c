extension ObservableType {
  /// Pairs each element with its position, counting from zero.
  ///
  /// ```swift
  /// Observable.of("a", "b").enumerated()  // next((0, "a")), next((1, "b")), completed
  /// ```
  /// - Returns: `(index, element)` pairs.
  @inlinable
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    // Inlined so that the tuple is built in code specialised for the caller's element type.
    Observable<(index: Int, element: Element)>.stepping(asObservable()) {
      var index = 0
      return { element, receiver in
        defer { index += 1 }
        receiver.onNext((index, element))
        return true
      }
    }
  }
}
