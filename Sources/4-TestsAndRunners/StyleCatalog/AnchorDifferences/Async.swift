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
      "test_zip_asksItsBasesInTurn_soTheFirstIsAskedBeforeTheSecondsEndIsSeen"),
    AnchorDifference(
      .async, .behaviour, "`share()`",
      anchor: "a consumer that starts after the shared iteration has finished gets nothing: the base is not "
        + "iterated again",
      ours: "starts a new iteration of the base for it, as a consumer after the last one left does",
      reason: "`share` is one idea in the three styles: RxSwift's `share()` subscribes again for a subscriber "
        + "after the end, and a shared sequence stays as re-iterable as the cold sequence it shares",
      pinnedBy: "AsyncStyleTests/Multicasting/ShareTests.swift",
      "test_share_consumerAfterTheSharedIterationFinishedStartsANewOne"),
    AnchorDifference(
      .async, .behaviour, "`AsyncTimerSequence`",
      anchor: "delivers every tick that fell due while the consumer was busy, late and one after another",
      ours: "skips the ticks that are already overdue and waits for the next one on the schedule aligned to "
        + "the start",
      reason: "a consumer that was busy would otherwise get a burst of stale ticks at once",
      pinnedBy: "AsyncStyleTests/Creation/TimerTests.swift", "test_timer_skipsTicksThatFellDueWhileTheConsumerWasBusy"),
    AnchorDifference(
      .async, .behaviour, "`throttle`, `chunks(ofCount:)`, `chunked(by:)`, `chunks(ofCount:or:)`, cancelled",
      anchor: "when the consumer's task is cancelled and its base answers `nil`, as a cancelled `AsyncStream` "
        + "or channel does, takes that for the end of the base and sends the element or the partial chunk it holds",
      ours: "the cancellation ends the sequence, without the held element or the collected chunk",
      reason: "a cancelled consumer has asked for nothing more; a base that ends and a task that was "
        + "cancelled are two events, and only the first completes what was collected",
      pinnedBy: "AsyncStyleTests/Operators/ThrottleTests.swift",
      "test_throttle_cancelledWhileHoldingAnElement_endsWithoutIt"),
    AnchorDifference(
      .async, .behaviour, "`flatMapLatest`, cancelled",
      anchor: "the task that iterates the base may ask it for one more element after the consumer was "
        + "cancelled or the sequence ended, and takes that element from a channel",
      ours: "asks the base for nothing once the consumer is cancelled: a sender waiting on a channel stays "
        + "waiting",
      reason: "an element taken from a channel and then dropped is lost to every other consumer",
      pinnedBy: "AsyncStyleTests/Operators/FlatMapLatest/FlatMapLatestTests.swift",
      "test_flatMapLatest_cancelled_asksItsBaseForNothingMore"),
    AnchorDifference(
      .async, .compile,
      "Failure types: `merge`, `chain`, `combineLatest`, `zip`, `joined`, and `chunks(ofCount:or:)` or "
        + "`chunked(by:)` with a signal, over sequences that fail differently; `next()` of the iterators and "
        + "the collection initialisers; `AsyncThrowingChannel.fail(_:)`",
      anchor: "iterators whose `next()` `rethrows`, so bases of one call may fail with different errors and "
        + "the result throws `any Error`; `fail(_:)` takes any `Error`",
      ours: "typed throws: `next()` and `Array(_:)`, `Set(_:)`, `Dictionary(…)` over a sequence "
        + "`throws(Failure)`; the bases (or base and signal) of one call share a failure type, or an "
        + "overload adapts them (a base that cannot fail takes the others' type, else the result fails with "
        + "`any Error` through `AsyncMapErrorSequence`); `AsyncThrowingChannel<Element, Failure>.fail(_:)` "
        + "takes a `Failure`",
      reason: "a typed failure survives the operator, so `catch` sees the base's own error type; where the "
        + "types differ the result is the anchor's `any Error`",
      pinnedBy: "AsyncStyleTests/Operators/Merge/Merge+MixedFailuresTests.swift",
      "test_merge3_differentTypesFailWithAnyError"),
    AnchorDifference(
      .async, .compile,
      "The closures of `removeDuplicates(by:)`, `reductions`, `chunked(by:)`, `chunked(on:)`, "
        + "`Dictionary(grouping:by:)` and `Dictionary(_:uniquingKeysWith:)`",
      anchor: "`@Sendable` closures (the collection initialisers' plain ones), most of them `async`",
      ours: "closures as the standard library's `map` takes them: not `@Sendable`, run in the consumer's "
        + "isolation (`nonisolated(nonsending)` where they may suspend); the predicates of "
        + "`removeDuplicates(by:)`, `chunked(by:)`, `chunked(on:)` and the collection initialisers are "
        + "synchronous, so an `async` closure passed there does not compile",
      reason: "a closure that runs where its consumer runs may capture the consumer's non-`Sendable` state, "
        + "as `map` and `filter` allow; a synchronous predicate costs no suspension per element",
      pinnedBy: "AsyncStyleTests/Operators/DistinctUntilChangedTests.swift",
      "test_removeDuplicatesBy_nonThrowingPredicatesStaySynchronous"),
    AnchorDifference(
      .async, .compile,
      "The result types of `flatMapLatest`, `share(bufferingPolicy:)` and `mapError`",
      anchor: "an opaque `some AsyncSequence & Sendable`",
      ours: "named types: `AsyncFlatMapLatestSequence`, `AsyncShareSequence` and `AsyncMapErrorSequence`",
      reason: "a named type can be stored in a property and spelled in a signature; code that uses the "
        + "result as an `AsyncSequence` compiles either way",
      pinnedBy: "AsyncStyleTests/AnchorNamesTests.swift", "test_flatMapLatestShareAndMapError_returnNamedTypes"),
  ]
}
