extension AnchorDifference {
  /// Where RxStyle departs from RxSwift, RxRelay, RxCocoa, RxTest and RxBlocking.
  static let rx: [AnchorDifference] = [
    AnchorDifference(
      .rx, .compile, "`RxSwift.Resources.total`, `RxSwift.Observable`: names qualified by the module",
      anchor: "qualify a name by the module `RxSwift`",
      ours: "qualify it by `RxStyle`: `RxStyle.Resources.total`",
      reason: "a module cannot answer to another module's name; only the qualifier changes",
      pinnedBy: "RxStyleTests/Core/ResourcesTests.swift", "test_total_isQualifiedByThisModulesName"),
    AnchorDifference(
      .rx, .compile, "UIKit code: `UIColor`, view controllers, `button.rx.tap`, `label.rx.text`, `tableView.rx.items`",
      anchor: "RxCocoa binds UIKit controls, and articles test view models that produce `UIColor`",
      ours: "RxCocoa's non-UI part only: a view model produces plain values (`RGBColor` where the hex-colour "
        + "chapter has `UIColor`), and the view controller stays out of the tests",
      reason: "UIKit does not exist on Linux, where the package builds and runs its tests; what the articles "
        + "test lives in the view model",
      pinnedBy: "ShowcaseTests/Articles/HexColorArticleTests.swift", "testColorIsRedWhenHexStringIsFF0000"),
    AnchorDifference(
      .rx, .compile,
      "Swift 6: a closure an operator keeps (`map`, `do(onNext:)`, `flatMapLatest`, `create`) mutating a "
        + "captured `var` or capturing a non-`Sendable` object",
      anchor: "takes plain closures, so `do(onNext: { _ in count += 1 })` and `flatMapLatest { service.fetch() }` "
        + "with a non-`Sendable` service compile",
      ours: "Swift 5 mode compiles both without a diagnostic: it calls a generated form of each operator that "
        + "takes plain closures. Swift 6 mode calls the `@Sendable` form, declared `@preconcurrency`, and reports "
        + "both (\"mutation of captured var in concurrently-executing code\", \"capture of non-Sendable type in "
        + "a @Sendable closure\") as warnings, which `-warnings-as-errors` makes errors. Count in "
        + "`subscribe(onNext:)`, guard the counter with a `Mutex`, or make the captured type `Sendable` (the "
        + "currency service protocol is `AnyObject, Sendable`)",
      reason: "an `Observable` is `Sendable` and may run these closures on any subscribing or delivering thread; "
        + "`@Sendable` turns RxSwift's run-time races and main-thread traps into Swift 6 diagnostics",
      pinnedBy: "ShowcaseTests/Articles/CurrencyConverterArticleTests.swift", "testFetchCurrencies"),
    AnchorDifference(
      .rx, .compile,
      "Main-actor default isolation (Xcode 26's app template): a closure an operator keeps calling a main-actor "
        + "method, using an app type's `Equatable`, or changing view-model state",
      anchor: "compiles, since its closures are not `@Sendable`: the closure becomes main-actor code that "
        + "RxSwift calls on whatever thread delivers. In Swift 6 mode, Swift's run-time isolation check stops the "
        + "app there; in the template's Swift 5 mode nothing checks (measured on Linux)",
      ours: "the template (Swift 5 mode) calls the operators' generated forms that take plain closures, so it "
        + "compiles the main-actor call, the state change and an app type's main-actor `Equatable` without a "
        + "diagnostic, and checks nothing at run time either, as with RxSwift. Swift 6 mode warns about the call and the state change, and keeps as "
        + "errors what `@preconcurrency` does not lower: that conformance, and a non-`Sendable` value sent off "
        + "its actor (\"sending 'webService' risks causing data races\"). Declare service protocols and the "
        + "values that cross the chain `nonisolated` and `Sendable`, and change state in `subscribeOnMainActor` "
        + "or `drive` (Documentation/YourAppsSettings.md)",
      reason: "operators call their closures where events arrive, so a closure they keep belongs to no actor; the "
        + "compiler catches what RxSwift leaves to a trap at run time",
      pinnedBy: "RxStyleTests/Concurrency/SubscribeOnMainActorTests.swift",
      "test_subscribeOnMainActor_sourceOnABackgroundQueue_runsTheClosuresOnTheMainThread"),
    AnchorDifference(
      .rx, .compile,
      "`DisposeBase`, the superclass of `DisposeBag`, `CompositeDisposable`, `SerialDisposable`, "
        + "`SingleAssignmentDisposable` and `RefCountDisposable`",
      anchor: "a public class with an internal initializer that counts resources; no code outside RxSwift can "
        + "subclass it, so only a type annotation or an `is DisposeBase` test names it",
      ours: "no such class: each disposable is a final class that conforms to `Disposable` (or `Cancelable`) "
        + "directly. Name the protocol (`any Disposable`) instead",
      reason: "a class that inherits from another cannot have its `Sendable` conformance checked by the compiler; "
        + "standing alone, each disposable's locked state is checked",
      pinnedBy: "RxStyleTests/Core/AnchorNamesTests.swift", "test_disposables_haveNoCommonBaseClass_andAreSendable"),
    AnchorDifference(
      .rx, .compile, "`Disposables.create(_:_:_:_:)`: three disposables and a variadic rest",
      anchor: "an overload for three disposables or more, beside those for two, for three and for an array",
      ours: "one wholly variadic `Disposables.create(_:)` in its place: it takes every call the anchor's takes, "
        + "and one disposable or none as well",
      reason: "with both, a call of four disposables or more would match two overloads equally and not compile",
      pinnedBy: "RxStyleTests/Disposables/DisposablesTests.swift", "test_create_ofFiveDisposables_disposesEachOnce"),
    AnchorDifference(
      .rx, .compile, "`maxTailRecursiveSinkStackSize` (under `TRACE_RESOURCES`)",
      anchor:
        "a debug counter of the deepest stack of sources its `concat` sink keeps while it flattens nested concats",
      ours: "no such counter: `concat` over a sequence subscribes each source when the previous completes, a stage"
        + " per nested level, and delivers the same elements in the same order",
      reason: "the figure describes one implementation's stack; here it would count nothing",
      pinnedBy: "RxStyleTests/Operators/ConcatTests.swift",
      "test_concatSequence_nestedAHundredDeep_deliversEveryElementInOrder"),
    AnchorDifference(
      .rx, .compile, "`Queue` through `@testable import RxSwift`",
      anchor: "its tests check the internal queue that its buffering operators use",
      ours:
        "the internal queue is `FIFOBuffer`, shared by the three styles, with other operations; its own tests check it",
      reason: "internal types are not API: giving them RxSwift's names and shapes would fix implementation details",
      pinnedBy: "StyleInternalsTests/FIFOBufferTests.swift",
      "test_fifoBuffer_keepsFirstInFirstOut_acrossWrapAroundAndGrowth"),
    AnchorDifference(
      .rx, .compile, "`RxMutableBox` through `@testable import RxSwift`",
      anchor: "its subject re-entrancy tests keep their state in this internal box",
      ours: "no such box; a subject's re-entrant sends are pinned with a locked value instead",
      reason: "internal types are not API: giving them RxSwift's names and shapes would fix implementation details",
      pinnedBy: "RxStyleTests/Multicasting/Subjects/BehaviorSubjectTests.swift",
      "test_behaviorSubject_reentrantSend_isDeliveredNested_andReported"),
    AnchorDifference(
      .rx, .compile, "`wait(for: [expectation])` in XCTest on Linux",
      anchor: "its tests rely on the default timeout of Apple's XCTest",
      ours: "XCTest on Linux has no default, so write `wait(for: [done], timeout: 1)`; with one, the anchor's two"
        + " closure-lifetime tests pass",
      reason: "the test framework's API, not this library's: RxSwift's own tests fail to compile there the same way",
      pinnedBy: "RxStyleTests/Creation/CreateTests.swift",
      "test_create_liveSubscription_doesNotKeepWhatTheSubscribeClosureCaptured"),
    AnchorDifference(
      .rx, .behaviour, "The text of `RxError.timeout` (its `debugDescription`, as printed)",
      anchor: "\"Sequence timeout.\"",
      ours: "the same opening, then the usual cause when it comes from `toBlocking()`: a hot source that sent "
        + "its events before the blocking call subscribed; the case itself, and `==` on it, are RxSwift's",
      reason: "a blocking test that times out on a hot source is a common trap, and the error is where it shows",
      pinnedBy: "RxStyleTests/Operators/TimeoutTests.swift", "test_timeoutError_namesTheUsualCauseAfterRxSwiftsText"),
    AnchorDifference(
      .rx, .behaviour, "`debounce` when another event is queued for the instant a quiet period ends",
      anchor: "queues a timer per element as it arrives, so the end of the quiet period runs before an event "
        + "queued later for the same instant, and the waiting element goes out",
      ours: "keeps one timer per quiet period and moves it forward when it fires early; an event queued for that "
        + "instant before the timer moved arrives first, restarts the period, and the waiting element is dropped",
      reason: "one timer per quiet period instead of one per element is what keeps `debounce` fast over bursts "
        + "(the W6 benchmark); the times of every emitted element are otherwise the same",
      pinnedBy: "RxStyleTests/Operators/DebounceTests.swift",
      "test_debounce_eventScheduledForTheDeadlineBeforeTheTimerMoved_restartsTheQuietPeriod"),
    AnchorDifference(
      .rx, .compile, "The closures of `drive(onNext:…)` and `emit(onNext:…)` (also `with:`), Swift 6 mode",
      anchor: "plain closures: written in code that is not main-actor isolated, one that touches a main-actor "
        + "view fails to compile (\"main actor-isolated property can not be mutated from a nonisolated "
        + "context\")",
      ours: "`@MainActor` closures: they may touch main-actor state wherever the call is written, and each call "
        + "checks that it runs on the main queue, stopping with a message naming `drive` or `emit` otherwise; "
        + "`subscribeOnMainActor(onNext:…)` does the same for any observable, after `observe(on: "
        + "MainScheduler.instance)`",
      reason: "a Driver and a Signal deliver on the main scheduler by contract, so the type can say so; "
        + "`subscribe(onNext:)` keeps RxSwift's delivering thread, which RxSwift's own tests assert",
      pinnedBy: "RxStyleTests/Concurrency/SubscribeOnMainActorTests.swift",
      "test_drive_sourceOnABackgroundQueue_runsTheMainActorClosuresOnTheMainThread"),
  ]
}
