// Rows of the table of ideas (see IdeaTable.swift): the core types, disposal, creating a stream, and the
// operators that transform, filter and combine.

extension Idea {
  static let core: [Idea] = [
    Idea(
      "streamType", "Stream type", .core, "The type of a stream of values that ends with completion or a failure.",
      rx: Spelling(
        "`Observable<Element>`", declares: ["class Observable", "protocol ObservableType"],
        tests: .untested("every operator's tests exercise `Observable`; it has no suite of its own")),
      producer: Spelling("`SignalProducer` (cold), `Signal` (hot)", declares: ["struct SignalProducer"]),
      async: Spelling("`AsyncSequence` (standard library)")),
    Idea(
      "hotStream", "Hot stream", .core, "A stream that runs whether or not anyone observes it.",
      rx: Spelling("subjects (see Multicasting)"),
      producer: Spelling("`Signal`", declares: ["final class Signal"]),
      async: Spelling("subjects, `AsyncChannel` (see Multicasting)")),
    Idea(
      "events", "Events", .core, "What a stream delivers: values, then one terminal event.",
      rx: Spelling("`Event`: `next`, `error`, `completed`", declares: ["enum Event"]),
      producer: Spelling(
        "`Signal.Event`: `value`, `failed`, `completed`, `interrupted`", declares: ["enum Event"],
        tests: .named("SignalTests", "the events are tested through the signals that carry them")),
      async: Spelling(
        "`AsyncEvent` (from `materialize()`)", declares: ["enum AsyncEvent"],
        source: .at(
          "AsyncStyle/Operators/Materialize.swift", "the async style has events only as what `materialize()` makes"))),
    Idea(
      "observer", "Observer", .core, "The receiving end of a stream.",
      rx: Spelling(
        "`ObserverType`, `AnyObserver`", declares: ["protocol ObserverType", "struct AnyObserver"],
        source: .named("Observer", "one file holds the protocol and its type-erased `AnyObserver`, named for both"),
        tests: .untested("observers are tested through the subscriptions that make them")),
      producer: Spelling(
        "`Signal.Observer`", declares: ["class Observer"],
        tests: .named("SignalTests", "the observer is tested through the signal it observes")),
      async: Spelling("the consumer: `AsyncIteratorProtocol`")),
    Idea(
      "subscribing", "Subscribing", .core, "Starting to receive a stream's events.",
      rx: Spelling(
        "`subscribe(onNext:onError:onCompleted:onDisposed:)`", declares: ["func subscribe"],
        source: .named("Subscribe", "named for the call, `subscribe`, as the file of every operator is")),
      producer: Spelling(
        "`start()`, `startWithValues`, `observe`", declares: ["func start", "func startWithValues"],
        source: .named("SignalProducer+Start", "`start` is an extension of `SignalProducer`, in a `Type+Feature` file"),
        tests: .named("SignalProducerTests", "starting is tested with the producer itself")),
      async: Spelling("`for try await`")),
    Idea(
      "errors", "Errors", .core, "How a failure is typed.",
      rx: Spelling(
        "`RxError` beside the untyped `Error`", declares: ["enum RxError"],
        tests: .untested("an enumeration of errors, tested where the operators throw them")),
      producer: Spelling(
        "`NoError` (`Never`), a typed `Error` parameter", declares: ["typealias NoError"],
        tests: .untested("a type alias, nothing to run")),
      async: Spelling("typed throws (`Failure`)")),
    Idea(
      "resourceCounter", "Resource counter", .core, "A count of live subscriptions, for leak checks in tests.",
      rx: Spelling("`Resources.total`", declares: ["enum Resources", "static var total"]),
      producer: Spelling(
        "`ProducerResources.total`", declares: ["enum ProducerResources", "static var total"],
        tests: .untested("checked after every test by the leak-checking base class rather than by a suite")),
      async: Spelling(
        "`AsyncResources.total`", declares: ["enum AsyncResources", "static var total"],
        tests: .at(
          "AsyncStyleTestTests/AsyncResourcesTests.swift", "tested with the test module's leak checks that read it"))),
  ]

  static let disposal: [Idea] = [
    Idea(
      "disposal", "Disposal", .disposal, "Ending a subscription early.",
      rx: Spelling(
        "`Disposable`, `DisposeBag`", declares: ["protocol Disposable"],
        tests: .named("DisposablesTests", "one suite for every kind of disposable")),
      producer: Spelling("`Lifetime`, `Disposable`", declares: ["final class Lifetime"]),
      async: Spelling("task cancellation"),
      difference: "map, disposed at 4")
  ]

  static let creating: [Idea] = [
    Idea(
      "just", "One value", .creating, "A stream of one value, then completion.",
      rx: Spelling("`Observable.just`", declares: ["static func just"]),
      producer: Spelling(
        "`SignalProducer(value:)`", declares: ["init(value:"],
        tests: .at(
          "ProducerStyleTests/Core/SignalProducerTests.swift",
          "the producer's initialisers are tested together with the producer")),
      async: Spelling(
        "`AsyncJust`", declares: ["struct AsyncJust"],
        source: .named("Just", "named for the idea, as `Just.swift` in the other styles, not for its type"),
        tests: .named("DeferredTests", "tested with `deferred`, which it is built to compare with")),
      marble: .just),
    Idea(
      "empty", "Empty, never", .creating, "A stream that completes at once, or never ends.",
      rx: Spelling("`empty()`, `never()`", declares: ["static func empty", "static func never"]),
      producer: Spelling(
        "`.empty`, `.never`", declares: ["static var empty", "static var never"],
        source: .at(
          "ProducerStyle/Core/SignalProducer.swift",
          "`.empty` and `.never` are static members of `SignalProducer`, declared with the type")),
      async: nil,
      marble: .empty),
    Idea(
      "failing", "Failing at once", .creating, "A stream that fails without a value.",
      rx: Spelling(
        "`Observable.error(_:)`", declares: ["static func error"],
        source: .named("Empty", "a form of `empty`, written beside it, as RxSwift's `Observable.error` is")),
      producer: Spelling(
        "`SignalProducer(error:)`", declares: ["init(error:"],
        source: .named("Just", "`SignalProducer(error:)` is an initialiser beside `init(value:)`"),
        tests: .at(
          "ProducerStyleTests/Core/SignalProducerTests.swift",
          "the producer's initialisers are tested together with the producer")),
      async: Spelling("`AsyncThrowingStream` (standard library)"),
      marble: .failing),
    Idea(
      "sequence", "From a sequence", .creating, "A stream of a sequence's elements.",
      rx: Spelling(
        "`from`, `of`, `range`, `generate`, `repeatElement`", declares: ["static func from", "static func of"]),
      producer: Spelling(
        "`SignalProducer(values:)`, `SignalProducer(_:)`", declares: ["init(values"],
        tests: .at(
          "ProducerStyleTests/Core/SignalProducerTests.swift",
          "the producer's initialisers are tested together with the producer")),
      async: Spelling("`.async`", declares: ["var async"]),
      marble: .sequence),
    Idea(
      "create", "From a closure", .creating, "A stream whose events a closure sends.",
      rx: Spelling("`Observable.create`", declares: ["static func create"]),
      producer: Spelling(
        "`SignalProducer { observer, lifetime in … }`", declares: ["init(_ startHandler:"],
        source: .at(
          "ProducerStyle/Core/SignalProducer.swift",
          "the closure initialiser is the producer's designated one, declared with the type"), uses: "lifetime in"),
      async: Spelling("`AsyncStream` (standard library)"),
      marble: .create, difference: "create"),
    Idea(
      "deferred", "Deferred", .creating, "A stream made anew, by a closure, for each subscriber.",
      rx: Spelling("`Observable.deferred`", declares: ["static func deferred"]),
      producer: Spelling("every `SignalProducer` (cold: runs per start)", runs: "SignalProducer { … }"),
      async: Spelling("`deferred`", declares: ["func deferred"]),
      marble: .deferred),
    Idea(
      "timer", "Timer", .creating, "A value after a delay, or at every period.",
      rx: Spelling("`Observable.timer`", declares: ["static func timer"]),
      producer: Spelling("`SignalProducer.timer`", declares: ["static func timer"]),
      async: Spelling(
        "`AsyncTimerSequence`", declares: ["struct AsyncTimerSequence"],
        source: .named("Timer", "named for the idea, as `Timer.swift` in the other styles, not for its type")),
      marble: .timer, difference: "timer"),
    Idea(
      "interval", "Interval", .creating, "Counting values at every period.",
      rx: Spelling(
        "`Observable.interval`", declares: ["static func interval"],
        source: .named("Timer", "a form of `timer`, written beside it: RxSwift's `interval` is a repeating timer")),
      producer: Spelling("`SignalProducer.interval`", declares: ["static func interval"]),
      async: nil,
      marble: .interval),
  ]

  static let transforming: [Idea] = [
    Idea(
      "map", "Map", .transforming, "Each value transformed.",
      rx: Spelling("`map`", declares: ["func map"]),
      producer: Spelling("`map`", declares: ["func map"]),
      async: Spelling("`map`", declares: ["func map"]),
      marble: .map),
    Idea(
      "compactMap", "CompactMap", .transforming, "Each value transformed, `nil` results dropped.",
      rx: Spelling("`compactMap`", declares: ["func compactMap"]),
      producer: Spelling("`compactMap`", declares: ["func compactMap"]),
      async: Spelling("`compactMap`", declares: ["func compactMap"]),
      marble: .compactMap),
    Idea(
      "scan", "Scan", .transforming, "A running accumulation, one result a value.",
      rx: Spelling("`scan`", declares: ["func scan"]),
      producer: Spelling("`scan`", declares: ["func scan"]),
      async: Spelling("`scan`", declares: ["func scan"]),
      marble: .scan),
    Idea(
      "reduce", "Reduce", .transforming, "One accumulation of every value, on completion.",
      rx: Spelling("`reduce`", declares: ["func reduce"]),
      producer: Spelling("`reduce`", declares: ["func reduce"]),
      async: Spelling("`reduce`", declares: ["func reduce"]),
      marble: .reduce),
    Idea(
      "collect", "Collect", .transforming, "Every value in one array, on completion.",
      rx: Spelling("`toArray`", declares: ["func toArray"]),
      producer: Spelling("`collect()`", declares: ["func collect"]),
      async: Spelling("`collect()`", declares: ["func collect"]),
      marble: .collect),
    Idea(
      "buffer", "Buffer", .transforming, "Values in groups, by count or by time.",
      rx: Spelling("`buffer(timeSpan:count:scheduler:)`", declares: ["func buffer"], runs: "buffer(timeSpan:count:)"),
      producer: Spelling(
        "`collect(every:on:)`, by count `collect(count:)`", declares: ["func collect"], runs: "collect(count:)"),
      async: Spelling(
        "`buffer(timeSpan:count:clock:)`, by count `chunks(ofCount:)`", declares: ["func buffer"],
        runs: "buffer(timeSpan:count:)"),
      marble: .buffer),
    Idea(
      "materialize", "Materialize", .transforming, "Events as values, and back.",
      rx: Spelling("`materialize`, `dematerialize`", declares: ["func materialize", "func dematerialize"]),
      producer: Spelling("`materialize`, `dematerialize`", declares: ["func materialize", "func dematerialize"]),
      async: Spelling("`materialize`", declares: ["func materialize"]),
      marble: .materialize),
    Idea(
      "do", "Do (side effects)", .transforming, "A closure run on each event, the events passed on unchanged.",
      rx: Spelling("`do(onNext:…)`", declares: ["func `do`"]),
      producer: Spelling("`on(value:…)`", declares: ["func on"]),
      async: Spelling("`handleEvents`", declares: ["func handleEvents"]),
      marble: .do),
  ]

  static let filtering: [Idea] = [
    Idea(
      "filter", "Filter", .filtering, "The values that pass a test.",
      rx: Spelling("`filter`", declares: ["func filter"]),
      producer: Spelling("`filter`", declares: ["func filter"]),
      async: Spelling("`filter`", declares: ["func filter"]),
      marble: .filter),
    Idea(
      "distinctUntilChanged", "DistinctUntilChanged", .filtering, "A value equal to the previous one dropped.",
      rx: Spelling("`distinctUntilChanged`", declares: ["func distinctUntilChanged"]),
      producer: Spelling("`skipRepeats`", declares: ["func skipRepeats"]),
      async: Spelling("`removeDuplicates`", declares: ["func removeDuplicates"]),
      marble: .distinct),
    Idea(
      "take", "Take", .filtering, "The first values, then completion.",
      rx: Spelling("`take`", declares: ["func take"]),
      producer: Spelling("`take(first:)`", declares: ["func take(first:"]),
      async: Spelling("`prefix` (standard library)"),
      marble: .take),
    Idea(
      "takeWhile", "TakeWhile", .filtering, "The values while they pass a test, then completion.",
      rx: Spelling(
        "`take(while:)`", declares: ["func take(while:"], source: .named("Take", "a form of `take`, written beside it")),
      producer: Spelling(
        "`take(while:)`", declares: ["func take(while:"], source: .named("Take", "a form of `take`, written beside it")),
      async: Spelling("`prefix(while:)` (standard library)"),
      marble: .takeWhile),
    Idea(
      "takeLast", "TakeLast", .filtering, "The last values, on completion.",
      rx: Spelling("`takeLast`", declares: ["func takeLast"]),
      producer: Spelling("`take(last:)`", declares: ["func take(last:"]),
      async: Spelling("`suffix(_:)`", declares: ["func suffix"]),
      marble: .takeLast),
    Idea(
      "takeUntil", "TakeUntil", .filtering, "The values until another stream sends one.",
      rx: Spelling("`take(until:)`", declares: ["func take"]),
      producer: Spelling("`take(until:)`", declares: ["func take(until:"]),
      async: nil,
      marble: .takeUntil, difference: "takeUntil"),
    Idea(
      "skip", "Skip", .filtering, "All but the first values.",
      rx: Spelling("`skip`", declares: ["func skip"]),
      producer: Spelling("`skip(first:)`", declares: ["func skip(first:"]),
      async: Spelling("`dropFirst` (standard library)"),
      marble: .skip),
    Idea(
      "skipWhile", "SkipWhile", .filtering, "The values from the first that fails a test.",
      rx: Spelling(
        "`skip(while:)`", declares: ["func skip(while:"], source: .named("Skip", "a form of `skip`, written beside it")),
      producer: Spelling(
        "`skip(while:)`", declares: ["func skip(while:"], source: .named("Skip", "a form of `skip`, written beside it")),
      async: Spelling("`drop(while:)` (standard library)"),
      marble: .skipWhile),
    Idea(
      "skipUntil", "SkipUntil", .filtering, "The values after another stream sends one.",
      rx: Spelling("`skip(until:)`", declares: ["func skip"]),
      producer: Spelling("`skip(until:)`", declares: ["func skip(until:"]),
      async: nil,
      marble: .skipUntil, difference: "skipUntil"),
    Idea(
      "sample", "Sample", .filtering, "The latest value each time another stream sends one.",
      rx: Spelling("`sample`", declares: ["func sample"]),
      producer: Spelling("`sample(on:)`, `sample(with:)`", declares: ["func sample"]),
      async: nil,
      marble: .sample, difference: "sample"),
  ]

  static let combining: [Idea] = [
    Idea(
      "startWith", "StartWith", .combining, "Values sent first, before the source's.",
      rx: Spelling("`startWith`", declares: ["func startWith"]),
      producer: Spelling("`prefix(value:)`, `prefix(_:)`", declares: ["func prefix(value:"]),
      async: Spelling("`startWith`", declares: ["func startWith"]),
      marble: .startWith),
    Idea(
      "concat", "Concat", .combining, "One stream after another.",
      rx: Spelling("`concat`", declares: ["func concat"]),
      producer: Spelling("`concat`", declares: ["func concat"]),
      async: Spelling("`chain`", declares: ["func chain"], source: .ownFolder),
      marble: .concat, difference: "concat"),
    Idea(
      "merge", "Merge", .combining, "The values of several streams, as they come.",
      rx: Spelling("`merge`", declares: ["static func merge"]),
      producer: Spelling("`merge`", declares: ["static func merge"]),
      async: Spelling("`merge`", declares: ["func merge"], source: .ownFolder),
      marble: .merge),
    Idea(
      "zip", "Zip", .combining, "The n-th values of several streams, together.",
      rx: Spelling("`zip`", declares: ["static func zip"]),
      producer: Spelling("`zip`", declares: ["func zip"]),
      async: Spelling("`zip`", declares: ["func zip"], source: .ownFolder),
      marble: .zip, difference: "zip"),
    Idea(
      "combineLatest", "CombineLatest", .combining, "The latest values of several streams, on each new value.",
      rx: Spelling("`combineLatest`", declares: ["static func combineLatest"]),
      producer: Spelling("`combineLatest`", declares: ["func combineLatest"]),
      async: Spelling("`combineLatest`", declares: ["func combineLatest"], source: .ownFolder),
      marble: .combineLatest, difference: "combineLatest"),
    Idea(
      "withLatestFrom", "WithLatestFrom", .combining, "Each value with the latest of another stream.",
      rx: Spelling("`withLatestFrom`", declares: ["func withLatestFrom"]),
      producer: Spelling("`withLatest(from:)`", declares: ["func withLatest(from:"]),
      async: Spelling("`withLatestFrom`", declares: ["func withLatestFrom"]),
      marble: .withLatestFrom, difference: "withLatestFrom"),
  ]
}
