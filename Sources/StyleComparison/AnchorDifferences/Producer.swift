extension AnchorDifference {
  /// Where ProducerStyle departs from ReactiveSwift.
  static let producer: [AnchorDifference] = [
    AnchorDifference(
      .producer, .compile, "`ReactiveSwift.SignalProducer`, `ReactiveSwift.Lifetime`: names qualified by the module",
      anchor: "qualify a name by the module `ReactiveSwift`",
      ours: "qualify it by `ProducerStyle`: `ProducerStyle.SignalProducer<Int, Never>`",
      reason: "a module cannot answer to another module's name; only the qualifier changes",
      pinnedBy: "ProducerStyleTests/Core/SignalProducerTests.swift", "test_typeNames_areQualifiedByThisModulesName"),
    AnchorDifference(
      .producer, .compile,
      "a closure given to `map`, `filter`, `flatMap`, `on(value:)`, `SignalProducer { … }` "
        + "that mutates a captured `var`",
      anchor: "takes plain closures, so such a closure compiles without a word",
      ours: "takes `@Sendable` closures: in Swift 5 mode it compiles with a warning, in Swift 6 mode it is an "
        + "error; keep the state in a lock or an atomic, or mutate it in an observer (`startWithValues`, "
        + "`observeValues`), which is not `@Sendable`",
      reason: "signals and producers are `Sendable` and keep these closures for any thread that starts them; "
        + "`@Sendable` is how Swift checks that the state they share is safe there",
      pinnedBy: "ProducerStyleTests/Operators/MapTests.swift",
      "test_map_producerStartedFromManyThreadsAtOnce_runsItsTransformInEachStart"),
    AnchorDifference(
      .producer, .behaviour, "`first()`, `single()`, `last()`, `wait()`",
      anchor: "wait for the producer without a limit, so a producer that never terminates hangs the test",
      ours: "wait at most `Blocking.defaultTimeout` (30 s), then report `Blocking.Failure.timedOut` through "
        + "`Blocking.failureHandler` (which stops the process unless replaced); `first(timeout:)` and the "
        + "other throwing forms take their own limit",
      reason: "an unbounded wait turns a failing test into a hung CI job with no message",
      pinnedBy: "ProducerStyleTests/Blocking/BlockingTests.swift", "test_failureHandler_isCalledByTheNonThrowingForms"),
    AnchorDifference(
      .producer, .behaviour, "`first()` and the other blocking operators called from inside an observer",
      anchor: "wait; when the producer's events queue behind the delivery that called, the wait never ends",
      ours: "answer at once when the producer finishes synchronously, and otherwise fail with "
        + "`Blocking.Failure.calledDuringDelivery` instead of waiting",
      reason: "the wait there could only end by timing out; failing at once names the cause",
      pinnedBy: "ProducerStyleTests/Blocking/BlockingTests.swift",
      "test_calledFromInsideAnObserver_failsFastUnlessTheProducerIsSynchronous"),
  ]
}
