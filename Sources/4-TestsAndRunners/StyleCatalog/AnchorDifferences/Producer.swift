extension AnchorDifference {
  /// Where ProducerStyle departs from ReactiveSwift.
  static let producer: [AnchorDifference] = [
    AnchorDifference(
      .producer, .compile,
      "`ReactiveSwift.SignalProducer`, `ReactiveSwift.Signal<Void, Never>.Observer`: names qualified by the module",
      anchor: "qualify a name by the module `ReactiveSwift`, as code that also imports RxSwift must for `Signal`",
      ours: "qualify it by `ProducerStyle`: `ProducerStyle.SignalProducer<Int, Never>`",
      reason: "a module cannot answer to another module's name; only the qualifier changes",
      pinnedBy: "ProducerStyleTests/Core/SignalProducerTests.swift", "test_typeNames_areQualifiedByThisModulesName"),
    AnchorDifference(
      .producer, .compile,
      "Swift 6: a closure an operator keeps (`map`, `on(value:)`, `flatMap(.latest)`, `SignalProducer { … }`) "
        + "mutating a captured `var` or capturing a non-`Sendable` object",
      anchor: "takes plain closures, so `on(value: { _ in count += 1 })` and `flatMap(.latest) { _ in "
        + "service.fetch() }` with a non-`Sendable` service compile",
      ours: "Swift 6 mode warns about both; Swift 5 mode compiles both without a diagnostic. Keep the state in a "
        + "lock or an atomic, mutate it in an observer (`startWithValues`, `observeValues`), which is not "
        + "`@Sendable`, or make the captured type `Sendable`",
      reason: "signals and producers are `Sendable` and keep these closures for any thread that starts them or "
        + "sends into them, so the closures are `@Sendable` in Swift 6 mode, declared `@preconcurrency` so that "
        + "Swift 6 reports warnings (errors under `-warnings-as-errors`); Swift 5 mode calls a generated form that "
        + "takes plain closures, as ReactiveSwift's do",
      pinnedBy: "ProducerStyleTests/Operators/MapTests.swift",
      "test_map_producerStartedFromManyThreadsAtOnce_runsItsTransformInEachStart"),
    AnchorDifference(
      .producer, .compile,
      "Main-actor default isolation (Xcode 26's app template): a closure an operator keeps calling a main-actor "
        + "method, using an app type's `Equatable`, or changing view-model state",
      anchor: "compiles, since its closures are not `@Sendable`: the closure becomes main-actor code that "
        + "ReactiveSwift calls on whatever thread sends, and Swift's run-time isolation check stops the app there",
      ours: "Swift 5 mode compiles the calls, the state changes and an app type's main-actor conformance used in "
        + "the closure without a diagnostic, and checks nothing at run time, as with ReactiveSwift; Swift 6 mode warns about the calls (\"call to main "
        + "actor-isolated instance method in a synchronous nonisolated context\") and rejects the conformance and "
        + "a non-`Sendable` service sent into the closure. Declare service protocols and the values that cross the chain "
        + "`nonisolated` and `Sendable`, and change state in `startWithValuesOnMainActor` or a `BindingTarget` "
        + "on the UI scheduler (Documentation/YourAppsSettings.md)",
      reason: "operators call their closures where events arrive, so a closure they keep belongs to no actor; the "
        + "compiler catches what ReactiveSwift leaves to a trap at run time",
      pinnedBy: "ProducerStyleTests/Concurrency/SubscribeOnMainActorTests.swift",
      "test_startWithValuesOnMainActor_producerOnABackgroundQueue_runsTheClosureOnTheMainThread"),
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
    AnchorDifference(
      .producer, .behaviour, "`flatMap(.race)` (`flatten(.race)`) whose run is disposed or ends",
      anchor: "keeps the winning inner producer running: once it wins, its disposable is held nowhere, so it "
        + "runs until it terminates by itself",
      ours: "disposes the winning inner producer with the run, as every other strategy does",
      reason: "an inner producer nobody can observe any more is a leak: a request or a timer that goes on",
      pinnedBy: "ProducerStyleTests/Internal/RunEndTests.swift", "test_flatMapRace_disposal_disposesTheWinningInner"),
    AnchorDifference(
      .producer, .behaviour,
      "Disposing a run through `delay`, `observe(on:)`, `lazyMap`, `debounce` in the instant a value is due",
      anchor: "delivers the values already scheduled for that instant, then `interrupted`, which it schedules "
        + "behind them",
      ours: "drops what is still scheduled and delivers only `interrupted` on the scheduler",
      reason: "once `dispose()` has returned, the observer hears nothing but `interrupted`, whatever the "
        + "scheduler still holds",
      pinnedBy: "ProducerStyleTests/Internal/RunEndTests.swift",
      "test_delay_disposedInTheInstantAValueIsDue_dropsTheValue"),
    AnchorDifference(
      .producer, .behaviour, "`on(disposed:)` of a run disposed from outside, behind `delay` or a time operator",
      anchor: "runs the `disposed` action after `interrupted` and `terminated` have passed to the consumer",
      ours: "runs it first, in the same instant, then `interrupted`, `terminated` and the consumer's `interrupted`",
      reason: "order within one instant only: the run's resources are released as `dispose()` is called, before "
        + "the interruption travels down; every action still runs once, at the same virtual time",
      pinnedBy: "ProducerStyleTests/Internal/RunEndTests.swift",
      "test_disposalThroughDelay_runsOnDisposedBeforeTheInterruptionPasses"),
    AnchorDifference(
      .producer, .behaviour, "`on(disposed:)` of a source that `zip` (or another combining operator) ends",
      anchor: "runs the source's `disposed` action first, then passes `interrupted` and `terminated` through it",
      ours: "passes `interrupted` and `terminated` through the source's `on`, then runs `disposed`",
      reason: "order within one instant only, and ours is the order a single run ends in everywhere else: "
        + "its terminal event, then its disposal",
      pinnedBy: "ProducerStyleTests/Internal/RunEndTests.swift",
      "test_zipEndingItsSource_interruptsTheSourceBeforeItsOnDisposedRuns"),
    AnchorDifference(
      .producer, .behaviour,
      "`take(first:)` or `take(while:)` followed by an operator that holds the completion (`delay`, "
        + "`collect(every:)` keeping the last interval, `debounce` keeping its value), when the source sends "
        + "after `take` completed",
      anchor: "keeps passing the source's later events on until the completion reaches the end of the chain: a "
        + "failure overtakes the held completion (the consumer hears `failed` at once instead of the last "
        + "array or value and `completed`), and a value that passes the predicate is collected after the "
        + "completion",
      ours: "ends the source when `take` completes, so the consumer hears the taken values, what the operator "
        + "held, and `completed`",
      reason: "after `take` has completed, nothing from its source may reach the operators below it; the "
        + "anchor's operators there receive events after a terminal event, which the event grammar forbids",
      pinnedBy: "ProducerStyleTests/Internal/RunEndTests.swift",
      "test_takeWhile_failureAfterItCompleted_doesNotOvertakeTheCompletionCollectEveryHolds"),
    AnchorDifference(
      .producer, .behaviour,
      "`on(disposed:)` of the sources of `combineLatest`, `zip`, `withLatest(from:)` or `take(untilReplacement:)` "
        + "when a value one of them sends ends the run",
      anchor: "disposes them in an order that follows which source was sending: for `combineLatest`, `zip` and "
        + "`withLatest(from:)` the other source first and the sending one once its value has passed, for "
        + "`take(untilReplacement:)` the sending one first",
      ours: "disposes the sources in the order they started",
      reason: "order within one instant only; one rule for every operator with several sources, where the "
        + "anchor's order follows which source happened to be sending",
      pinnedBy: "ProducerStyleTests/Internal/RunEndTests.swift",
      "test_combineLatestEndedWhileASourceSends_disposesItsSourcesInTheOrderTheyStarted"),
    AnchorDifference(
      .producer, .behaviour,
      "A run whose end passes back into a signal that is still delivering: `materialize` turning the "
        + "interruption of a source that `timeout` disposes into a value, in a debug build",
      anchor: "stops the program on its lock's assertion (\"Unexpected pthread mutex error code: 35\", "
        + "`EDEADLK`): the value comes back into the signal that is delivering the failure",
      ours: "runs the scenario to its end: the failure, then the source's interruption and disposal",
      reason: "an event sent back into a delivering signal is queued behind the current one, never delivered "
        + "recursively under its lock",
      pinnedBy: "ProducerStyleTests/Internal/RunEndTests.swift",
      "test_timeoutOverMaterialize_failureInterruptingTheSource_runsToItsEnd"),
    AnchorDifference(
      .producer, .compile, "The action of `BindingTarget(on: UIScheduler(), lifetime:action:)`, Swift 6 mode",
      anchor: "a plain closure, run on the UI scheduler: written in code that is not main-actor isolated, one "
        + "that touches a main-actor view fails to compile",
      ours: "a `@MainActor` closure, checked per value to run on the main queue; `startWithValuesOnMainActor` and "
        + "`observeValuesOnMainActor` do the same after `observe(on: UIScheduler())`",
      reason: "the UI scheduler's contract is the main queue, so the type can say so; `startWithValues` and "
        + "`observeValues` keep ReactiveSwift's sending thread",
      pinnedBy: "ProducerStyleTests/Concurrency/SubscribeOnMainActorTests.swift",
      "test_bindingTargetOnUIScheduler_sourceOnABackgroundQueue_runsTheActionOnTheMainThread"),
    AnchorDifference(
      .producer, .behaviour,
      "`on(disposed:)` of a producer an operator holds but never starts: the second source of `combineLatest`, "
        + "`zip` or `take(untilReplacement:)` when the first fails while starting, the inners `flatten(.concat)` "
        + "still queues when its run ends, the sources of a `retry` attempt",
      anchor: "runs the `disposed` action, though not `started`: it makes each producer's instance before "
        + "starting it, and the action belongs to the instance",
      ours: "runs neither: a producer that never starts has no run, so nothing is disposed",
      reason: "here `disposed` pairs with a start, once per run that began, so what `started` acquires is "
        + "released exactly once; an instance per held producer would cost every combining operator an "
        + "allocation per source for a hook with nothing to release",
      pinnedBy: "ProducerStyleTests/Internal/NeverStartedTests.swift",
      "test_combineLatest_firstSourceFailsWhileStarting_theSecondSourceNeitherStartsNorIsDisposed"),
  ]
}
