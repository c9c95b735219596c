extension InfallibleType where Element: Sendable {
  /// The sequence's elements as an `AsyncStream`, for `for await` loops that need no `try`.
  ///
  /// Reading the property subscribes at once; the elements wait in an unbounded buffer until the
  /// loop takes them, and the loop ends when the sequence completes. Cancelling the consuming
  /// task, or releasing the stream, disposes the subscription.
  ///
  /// ```swift
  /// for await count in counter.values {
  ///   print(count)
  /// }
  /// ```
  public var values: AsyncStream<Element> {
    asObservable().nonFailingValues()
  }
}

extension ObservableConvertibleType where Element: Sendable {
  /// The elements as an `AsyncStream`, for sequences whose type rules out an error.
  func nonFailingValues() -> AsyncStream<Element> {
    AsyncStream { continuation in
      let subscription = SingleAssignmentDisposable()
      continuation.onTermination = { termination in
        if case .cancelled = termination { subscription.dispose() }
      }
      subscription.setDisposable(
        asObservable().subscribe(
          onNext: { continuation.yield($0) },
          onCompleted: { continuation.finish() }))
    }
  }
}
