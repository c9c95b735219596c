import Marbles

/// A place where the styles genuinely differ: a scenario whose outputs are not the same in the
/// three styles, and why, in terms of what each anchor does.
public struct StyleDifference: Sendable {
  /// The key of the idea in ``Idea/all`` whose concordance row links to it.
  public let idea: String
  /// The scenario that shows it.
  public let scenario: MarbleScenario
  /// One sentence: what each anchor (RxSwift, ReactiveSwift, swift-async-algorithms) does.
  public let why: String
  /// Where a style's output is not yet what its anchor does, what the anchor does; empty when
  /// every style matches its anchor.
  public let anchorNote: String

  init(idea: String, _ scenario: MarbleScenario, why: String, anchorNote: String = "") {
    self.idea = idea
    self.scenario = scenario
    self.why = why
    self.anchorNote = anchorNote
  }
}

extension StyleDifference {
  /// Every difference the cross-style suite found, in the order of Documentation/Differences.md.
  public static let all: [StyleDifference] = [
    StyleDifference(
      idea: "disposal", MarbleScenario(.map, inputs: ["-a-b-c-|"], disposedAt: 4),
      why: "Disposing a ReactiveSwift start sends `interrupted` to the observer; an RxSwift disposal and a "
        + "cancelled task end silently."),
    StyleDifference(
      idea: "debounce", MarbleScenario(.debounce, inputs: ["a-b---c|"], parameter: 2),
      why: "On completion RxSwift and swift-async-algorithms emit the value still waiting; ReactiveSwift's "
        + "debounce drops it (`discardWhenCompleted: true` by default)."),
    StyleDifference(
      idea: "throttle", MarbleScenario(.throttle, inputs: ["ab-c-d---e|"], parameter: 3),
      why: "RxSwift and ReactiveSwift send a held value when the window ends, on a timer; swift-async-algorithms "
        + "decides when an element arrives, so `d` is replaced by `e` that comes after the window."),
    StyleDifference(
      idea: "throttle", MarbleScenario(.throttle, inputs: ["ab|"], parameter: 3),
      why: "RxSwift and the async throttle keep the completion until the held value has gone out at the end "
        + "of the window; ReactiveSwift drops the held value and completes at once."),
    StyleDifference(
      idea: "throttleFirst", MarbleScenario(.throttleFirst, inputs: ["ab|"], parameter: 3),
      why: "With `latest: false` RxSwift drops a value inside the window, so nothing is left when it ends; the "
        + "async throttle holds the window's first value and sends it when the window ends, then finishes."),
    StyleDifference(
      idea: "throttleFirst", MarbleScenario(.throttleFirst, inputs: ["ab-c-d---e|"], parameter: 3),
      why: "RxSwift's `latest: false` drops values inside the window and sends the next one after it; "
        + "swift-async-algorithms sends the first value held since the last emission; ReactiveSwift has one mode."),
    StyleDifference(
      idea: "throttle",
      MarbleScenario(.throttle, inputs: ["-a-----|"], parameter: 2, edge: .feedback(seen: "a", sent: "b")),
      why: "`b`, sent back from inside the delivery of `a`, lands in the window that `a` opened: RxSwift and "
        + "ReactiveSwift send it when the window ends, on a timer; the async throttle decides only when an "
        + "element arrives, so `b` waits for the end."),
    StyleDifference(
      idea: "throttleFirst",
      MarbleScenario(.throttleFirst, inputs: ["-a-----|"], parameter: 2, edge: .feedback(seen: "a", sent: "b")),
      why: "RxSwift's `latest: false` drops `b`, which comes back inside the window that `a` opened; the async "
        + "throttle holds it as the window's first element and sends it at the end."),
    StyleDifference(
      idea: "delay", MarbleScenario(.delay, inputs: ["-a-b-|"], parameter: 2),
      why: "RxSwift and ReactiveSwift delay completion like a value; the async delay sleeps per element and "
        + "finishes as soon as the base has finished and the last element is out."),
    StyleDifference(
      idea: "delay", MarbleScenario(.delay, inputs: ["-a-#"], parameter: 2),
      why: "RxSwift forwards a failure at once and drops the values still waiting; ReactiveSwift schedules the "
        + "failure after them, and the async delay emits the pending element before throwing."),
    StyleDifference(
      idea: "timeout", MarbleScenario(.timeout, inputs: ["-a----b|"], parameter: 3),
      why: "RxSwift and the async timeout limit the time between events; ReactiveSwift's `timeout(after:)` "
        + "limits the whole run from the start."),
    StyleDifference(
      idea: "timeout",
      MarbleScenario(.timeout, inputs: ["-a-----|"], parameter: 3, edge: .feedback(seen: "a", sent: "b")),
      why: "RxSwift and the async timeout restart the limit at `b`, sent back from inside the delivery of `a`, "
        + "and fail 3 frames later; ReactiveSwift's `timeout(after:)` limits the whole run from the start."),
    StyleDifference(
      idea: "retry", MarbleScenario(.retry, inputs: ["-a-#"], parameter: 2),
      why: "RxSwift's `retry(2)` and the async `retry(2)` count attempts (2 runs); ReactiveSwift's "
        + "`retry(upTo: 2)` counts retries (3 runs)."),
    StyleDifference(
      idea: "share", MarbleScenario(.share, inputs: ["-a-b-c-d|"], parameter: 4),
      why: "RxSwift's `share()` and the async `share()` give a late subscriber only later values; "
        + "ReactiveSwift's sharing operator, `replayLazily(upTo: 1)`, replays the latest value first."),
    StyleDifference(
      idea: "share", MarbleScenario(.share, inputs: ["-a-|"], parameter: 4),
      why: "After the shared run has ended, RxSwift's `share()` and the async `share()` start a new run for a "
        + "new subscriber; `replayLazily` replays the last value and the end."),
    StyleDifference(
      idea: "concat", MarbleScenario(.concat, inputs: ["-a-b|", "-1-2|"]),
      why: "RxSwift and ReactiveSwift subscribe to the second source when the first completes; `chain` makes "
        + "both iterators at once, and a cold test sequence starts playing when its iterator is made."),
    StyleDifference(
      idea: "flatMap",
      MarbleScenario(.flatMap, inputs: ["-a--f---|", "x-x|"], edge: .selectorFails(on: "f")),
      why: "RxSwift's selector may throw, and the error fails the result at once, ending the running inner; "
        + "ReactiveSwift's `flatMap` transform cannot throw, nor can the async `flatMapMerge` and `flatMapLatest` "
        + "ones, so there a failure can only come from an inner stream, as in the rows of a failing inner."),
    StyleDifference(
      idea: "concatMap",
      MarbleScenario(.concatMap, inputs: ["-af-----|", "x--x|"], edge: .selectorFails(on: "f")),
      why: "RxSwift calls `concatMap`'s selector as the value arrives, even when its inner must wait, so `f` "
        + "fails the result at frame 2; the standard library's `flatMap` that the async style uses calls its "
        + "transform only when it turns to the next value, once `a`'s inner has ended. ReactiveSwift's "
        + "transform cannot throw."),
    StyleDifference(
      idea: "zip", MarbleScenario(.zip, inputs: ["-a-b-c-|", "--1-2|"]),
      why: "ReactiveSwift and swift-async-algorithms complete as soon as one source has completed and no pair "
        + "can form any more; RxSwift completes only when every source has completed."),
    StyleDifference(
      idea: "zip", MarbleScenario(.zip, inputs: ["-a-b|", "---1---2-3|"]),
      why: "ReactiveSwift and swift-async-algorithms complete with the last pair, the first source being done; "
        + "RxSwift waits for the second source to complete too."),
    StyleDifference(
      idea: "zip", MarbleScenario(.zip, inputs: ["-a-b-c|", "-1|"]),
      why: "ReactiveSwift completes when the second source completes with nothing queued; RxSwift waits for "
        + "both ends; swift-async-algorithms asks both bases at once from child tasks and finishes at frame 2. "
        + "The async zip asks its bases in turn, so it sees the end only after `b`: deliberately, as it then "
        + "needs no task, buffer or `Sendable` base and element."),
    StyleDifference(
      idea: "combineLatest", MarbleScenario(.combineLatest, inputs: ["-a-b|", "---|"]),
      why: "swift-async-algorithms finishes when a base finishes without an element, since no combination can "
        + "form; RxSwift and ReactiveSwift wait for every source to complete."),
    StyleDifference(
      idea: "withLatestFrom", MarbleScenario(.withLatestFrom, inputs: ["-a--b--c|", "--1-2|"]),
      why: "RxSwift and ReactiveSwift subscribe to the sampled source first, so at a shared instant its value "
        + "is taken first; the async operator starts iterating the sampled sequence after its base."),
    StyleDifference(
      idea: "withLatestFrom", MarbleScenario(.withLatestFrom, inputs: ["-a--b--c|", "--1#"]),
      why: "A failure of the sampled source fails the result in RxSwift and the async style; in ReactiveSwift "
        + "the sampled producer cannot fail (`Never`), so the run here ends it quietly."),
    StyleDifference(
      idea: "create", MarbleScenario(.create, inputs: [], parameter: 3),
      why: "RxSwift's `create` and a `SignalProducer`'s closure run at each subscription, so the events start "
        + "at frame 3; the closure of the standard library's `AsyncStream` runs once, when the stream is made "
        + "(frame 0 here), and the stream buffers what it sends until it is iterated."),
    StyleDifference(
      idea: "timer", MarbleScenario(.timer, inputs: [], parameter: 2, disposedAt: 7),
      why: "RxSwift's `timer(_:scheduler:)` without a period sends one value and completes; ReactiveSwift's "
        + "`timer(interval:on:)` and swift-async-algorithms' `AsyncTimerSequence` tick at every interval until "
        + "disposed or cancelled."),
    StyleDifference(
      idea: "takeUntil", MarbleScenario(.takeUntil, inputs: ["-a-b-c-|", "---|"]),
      why: "RxSwift's `take(until:)` ends on the trigger's first value only; ReactiveSwift's ends on its value "
        + "or its completion. The async style has no such operator."),
    StyleDifference(
      idea: "takeUntil", MarbleScenario(.takeUntil, inputs: ["-a-b-c-|", "---#"]),
      why: "RxSwift's `take(until:)` forwards the trigger's failure; ReactiveSwift's trigger is a "
        + "`SignalProducer<(), Never>` that cannot fail, so the run here ends it quietly, and `take(until:)` "
        + "completes on that end as on a value."),
    StyleDifference(
      idea: "skipUntil", MarbleScenario(.skipUntil, inputs: ["-a-b-c-|", "---|"]),
      why: "RxSwift's `skip(until:)` starts forwarding on the trigger's first value only, and drops the "
        + "completion before it; ReactiveSwift's starts on its value or its completion."),
    StyleDifference(
      idea: "skipUntil", MarbleScenario(.skipUntil, inputs: ["-a-#", "------t|"]),
      why: "RxSwift forwards a failure of the source at once; ReactiveSwift observes the source only once the "
        + "trigger has fired, so a failure before it is not forwarded."),
    StyleDifference(
      idea: "sample", MarbleScenario(.sample, inputs: ["-a-b-c----|", "--t---t-t--|"]),
      why: "RxSwift's `sample` sends a value at a tick only if a new one came since the last tick; "
        + "ReactiveSwift's `sample(on:)` sends the latest value at every tick."),
    StyleDifference(
      idea: "sample", MarbleScenario(.sample, inputs: ["|", "--t|"]),
      why: "RxSwift completes at the first tick after the source has completed; ReactiveSwift completes once "
        + "both the source and the sampler have completed."),
    StyleDifference(
      idea: "sample", MarbleScenario(.sample, inputs: ["-a-b-c-|", "--t|"]),
      why: "RxSwift's sampler completing counts as a last tick, sending the value that came since the last "
        + "one, and the result then never ends, nothing being left to complete it; ReactiveSwift sends nothing "
        + "more and completes when the source completes."),
    StyleDifference(
      idea: "sample", MarbleScenario(.sample, inputs: ["-a-|", "--t--t-|"]),
      why: "RxSwift completes at the first tick after the source has completed, the old value not sent again; "
        + "ReactiveSwift keeps sending the latest value at every tick and completes when the sampler completes."),
    StyleDifference(
      idea: "sample", MarbleScenario(.sample, inputs: ["-a-b-c-|", "--t#"]),
      why: "RxSwift forwards the sampler's failure; ReactiveSwift's sampler is a `SignalProducer<(), Never>` "
        + "that cannot fail, so the run here ends it quietly and the result completes with the source."),
    StyleDifference(
      idea: "observeOn", MarbleScenario(.observeOn, inputs: ["-a-b-c-|"]),
      why: "RxTest's `TestScheduler`, with its default processing delay, runs work scheduled for now one tick "
        + "later, so RxSwift's `observe(on:)` delivers each event a frame late; ReactiveSwift's `TestScheduler` "
        + "runs it within the same advance, so nothing moves. The async style has no such operator: a "
        + "consumer gets the elements on its own executor, so its row is the sequence itself."),
    StyleDifference(
      idea: "observeOn", MarbleScenario(.observeOn, inputs: ["-(ab)-c|"]),
      why: "RxSwift's `observe(on:)` drains its queue by rescheduling itself once per event, and on RxTest's "
        + "scheduler each rescheduling costs a tick: two events of one frame leave a frame apart, and the "
        + "ones after them queue behind; ReactiveSwift delivers them in their frame."),
    StyleDifference(
      idea: "observeOn", MarbleScenario(.observeOn, inputs: ["-a-b-#"]),
      why: "RxSwift's `observe(on:)` schedules a failure as it does a value, so on RxTest's scheduler it too "
        + "comes a frame late, behind the values queued before it."),
    StyleDifference(
      idea: "observeOn", MarbleScenario(.observeOn, inputs: ["|"]),
      why: "Even an empty source's completion goes through RxSwift's scheduled delivery and comes at frame 1 on "
        + "RxTest's scheduler; ReactiveSwift's comes at frame 0."),
    StyleDifference(
      idea: "subscribeOn", MarbleScenario(.subscribeOn, inputs: ["-a-b-c-|"]),
      why: "RxSwift's `subscribe(on:)` schedules the subscription, which RxTest's processing delay runs a tick "
        + "later, so the cold source starts, and every event comes, a frame late; ReactiveSwift's `start(on:)` "
        + "starts the producer within the same advance. The async style has no such operator."),
    StyleDifference(
      idea: "subscribeOn", MarbleScenario(.subscribeOn, inputs: ["-a-b-#"]),
      why: "The failure belongs to the cold source that RxSwift subscribed a frame late, so it comes a frame late "
        + "with the values; `start(on:)` starts the source at frame 0."),
    StyleDifference(
      idea: "subscribeOn", MarbleScenario(.subscribeOn, inputs: ["|"]),
      why: "RxSwift's scheduled subscription makes even an empty source complete at frame 1 on RxTest's "
        + "scheduler."),
    StyleDifference(
      idea: "subscribeOn", MarbleScenario(.subscribeOn, inputs: ["-(ab)-c|"]),
      why: "`subscribe(on:)` moves only the subscription: once subscribed, the source's events of one frame stay "
        + "together, a frame late, where `observe(on:)` spreads them over frames."),
    StyleDifference(
      idea: "publishSubject", MarbleScenario(.reentrantSend, inputs: ["-a-b-|"]),
      why: "RxSwift delivers an `onNext` sent from inside a delivery at once (warning of a reentrancy anomaly), "
        + "so a later subscriber sees `A` before `a`; ReactiveSwift's `reentrantUnserialized` pipe queues it "
        + "until the current value has reached every observer; an async subject buffers it after `a`."),
    StyleDifference(
      idea: "behaviorSubject", MarbleScenario(.behaviorSubject, inputs: ["-a-b-#"], parameter: 7),
      why: "RxSwift's `BehaviorSubject` and the async current-value subject end with their input and give a later "
        + "subscriber only the end; ReactiveSwift's `MutableProperty` takes values only and ends when it is "
        + "deinitialised, here once its feed has ended, so a later start gets the last value and completion."),
    StyleDifference(
      idea: "behaviorSubject", MarbleScenario(.behaviorSubject, inputs: ["-a-b-|"], parameter: 7),
      why: "After the end a `BehaviorSubject` and the async subject replay only the completion; a "
        + "`MutableProperty` no one holds any more gives its last value, then completes."),
    StyleDifference(
      idea: "property", MarbleScenario(.property, inputs: ["-a-b-c-|"], parameter: 4),
      why: "RxSwift's `BehaviorRelay` and the async subject fed values only never end; ReactiveSwift's "
        + "`Property(initial:then:)` completes when the values it follows complete."),
    StyleDifference(
      idea: "property", MarbleScenario(.property, inputs: ["-a-b-|"], parameter: 0),
      why: "An observer from the start sees the same values in every style; only ReactiveSwift's "
        + "`Property(initial:then:)` ends, with the values it follows."),
    StyleDifference(
      idea: "property", MarbleScenario(.property, inputs: ["-a-b-|"], parameter: 7),
      why: "After the input's end a relay and the async subject still hold `b` for a new observer and go on; "
        + "ReactiveSwift's property has ended, so a new observer gets `b` and the completion."),
    StyleDifference(
      idea: "property", MarbleScenario(.property, inputs: ["-a-b-#"], parameter: 7),
      why: "A relay, and the async subject fed values only, keep the last value after the input has failed; "
        + "ReactiveSwift's property follows values that cannot fail, so the run ends them quietly and a later "
        + "observer gets the last value and completion."),
  ]
}
