extension SharedSequence where Element: Sendable {
  /// The sequence's elements as an `AsyncStream`, for `for await` loops that need no `try`: a
  /// `Driver` or `Signal` cannot fail.
  ///
  /// Reading the property subscribes at once; the elements wait in an unbounded buffer until the
  /// loop takes them, and the loop ends when the sequence completes. Cancelling the consuming
  /// task, or releasing the stream, disposes the subscription.
  ///
  /// ```swift
  /// for await title in viewModel.title.values {
  ///   print(title)
  /// }
  /// ```
  public var values: AsyncStream<Element> {
    asObservable().nonFailingValues()
  }
}
