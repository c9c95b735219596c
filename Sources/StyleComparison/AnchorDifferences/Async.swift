extension AnchorDifference {
  /// Where AsyncStyle departs from the standard library's concurrency and swift-async-algorithms.
  static let async: [AnchorDifference] = [
    AnchorDifference(
      .async, .behaviour, "`zip`",
      anchor: "asks every base for its next element at once, from child tasks, so it finishes as soon as one "
        + "base has finished",
      ours: "asks its bases in turn, so it sees a finished second base only after asking the first again",
      reason: "asking at once needs a task per base, a buffer, and `Sendable` bases and elements; in turn it "
        + "needs none of them",
      pinnedBy: "AsyncStyleTests/Operators/Zip/ZipTests.swift",
      "test_zip_asksItsBasesInTurn_soTheFirstIsAskedBeforeTheSecondsEndIsSeen")
  ]
}
