// The table of ideas: every row of Documentation/Concordance.md, in its order. A row's paths and
// declarations are checked against the files by the cross-style tests; `swift run marbles list`,
// the runners' availability and Differences.md read the same rows.

extension Idea {
  /// Every idea, in the order of the concordance.
  public static let all: [Idea] =
    core + disposal + creating + transforming + filtering + combining + flattening + errors + time + scheduling
    + sharing + multicasting + clocks + testing

  private static let core: [Idea] = [
    Idea(
      "streamType", "Stream type", .core, "The type of a stream of values that ends with completion or a failure.",
      rx: Spelling(
        "`Observable<Element>`", source: "Sources/RxStyle/Core/Observable.swift", tests: nil,
        declares: ["class Observable", "protocol ObservableType"]),
      producer: Spelling(
        "`Signal` (hot), `SignalProducer` (cold)", source: "Sources/ProducerStyle/Core/SignalProducer.swift",
        tests: "Tests/ProducerStyleTests/Core/SignalProducerTests.swift", declares: ["struct SignalProducer"]),
      async: Spelling("`AsyncSequence` (standard library)")),
    Idea(
      "hotStream", "Hot stream", .core, "A stream that runs whether or not anyone observes it.",
      rx: Spelling("subjects (see Multicasting)"),
      producer: Spelling(
        "`Signal`", source: "Sources/ProducerStyle/Core/Signal.swift",
        tests: "Tests/ProducerStyleTests/Core/SignalTests.swift", declares: ["final class Signal"]),
      async: Spelling("subjects, `AsyncChannel` (see Multicasting)")),
    Idea(
      "events", "Events", .core, "What a stream delivers: values, then one terminal event.",
      rx: Spelling(
        "`Event`: `next`, `error`, `completed`", source: "Sources/RxStyle/Core/Event.swift",
        tests: "Tests/RxStyleTests/Core/EventTests.swift", declares: ["enum Event"]),
      producer: Spelling(
        "`Signal.Event`: `value`, `failed`, `completed`, `interrupted`",
        source: "Sources/ProducerStyle/Core/Event.swift",
        tests: "Tests/ProducerStyleTests/Core/SignalTests.swift", declares: ["enum Event"]),
      async: Spelling(
        "`AsyncEvent` (from `materialize()`)", source: "Sources/AsyncStyle/Operators/Materialize.swift",
        tests: "Tests/AsyncStyleTests/Operators/MaterializeTests.swift", declares: ["enum AsyncEvent"])),
    Idea(
      "observer", "Observer", .core, "The receiving end of a stream.",
      rx: Spelling(
        "`ObserverType`, `AnyObserver`", source: "Sources/RxStyle/Core/Observer.swift",
        tests: nil, declares: ["protocol ObserverType", "struct AnyObserver"]),
      producer: Spelling(
        "`Signal.Observer`", source: "Sources/ProducerStyle/Core/Observer.swift",
        tests: "Tests/ProducerStyleTests/Core/SignalTests.swift", declares: ["class Observer"]),
      async: Spelling("the consumer: `AsyncIteratorProtocol`")),
    Idea(
      "subscribing", "Subscribing", .core, "Starting to receive a stream's events.",
      rx: Spelling(
        "`subscribe(onNext:onError:onCompleted:onDisposed:)`", source: "Sources/RxStyle/Core/Subscribe.swift",
        tests: "Tests/RxStyleTests/Core/SubscribeTests.swift", declares: ["func subscribe"]),
      producer: Spelling(
        "`start()`, `startWithValues`, `observe`", source: "Sources/ProducerStyle/Core/SignalProducer+Start.swift",
        tests: "Tests/ProducerStyleTests/Core/SignalProducerTests.swift",
        declares: ["func start", "func startWithValues"]
      ),
      async: Spelling("`for try await`")),
    Idea(
      "errors", "Errors", .core, "How a failure is typed.",
      rx: Spelling(
        "untyped `Error`, `RxError`", source: "Sources/RxStyle/Core/RxError.swift", tests: nil,
        declares: ["enum RxError"]),
      producer: Spelling(
        "typed `Error` parameter, `Never`", source: "Sources/ProducerStyle/Core/NoError.swift", tests: nil,
        declares: ["typealias NoError"]),
      async: Spelling("typed throws (`Failure`)")),
    Idea(
      "resourceCounter", "Resource counter", .core, "A count of live subscriptions, for leak checks in tests.",
      rx: Spelling(
        "`Resources.total`", source: "Sources/RxStyle/Core/Resources.swift",
        tests: "Tests/RxStyleTests/Core/ResourcesTests.swift", declares: ["enum Resources", "static var total"]),
      producer: Spelling(
        "`ProducerResources.total`", source: "Sources/ProducerStyle/Core/ProducerResources.swift", tests: nil,
        declares: ["enum ProducerResources", "static var total"]),
      async: Spelling(
        "`AsyncResources.total`", source: "Sources/AsyncStyle/Core/AsyncResources.swift",
        tests: "Tests/AsyncStyleTestTests/AsyncResourcesTests.swift",
        declares: ["enum AsyncResources", "static var total"]
      )),
  ]

  private static let disposal: [Idea] = [
    Idea(
      "disposal", "Disposal", .disposal, "Ending a subscription early.",
      rx: Spelling(
        "`Disposable`, `DisposeBag`", source: "Sources/RxStyle/Disposables/Disposable.swift",
        tests: "Tests/RxStyleTests/Disposables/DisposablesTests.swift", declares: ["protocol Disposable"]),
      producer: Spelling(
        "`Disposable`, `Lifetime`", source: "Sources/ProducerStyle/Disposables/Lifetime.swift",
        tests: "Tests/ProducerStyleTests/Disposables/LifetimeTests.swift", declares: ["final class Lifetime"]),
      async: Spelling("task cancellation"),
      difference: "disposal: `interrupted`")
  ]

  private static let creating: [Idea] = [
    Idea(
      "just", "One value", .creating, "A stream of one value, then completion.",
      rx: Spelling(
        "`Observable.just`", source: "Sources/RxStyle/Creation/Just.swift",
        tests: "Tests/RxStyleTests/Creation/JustTests.swift", declares: ["static func just"]),
      producer: Spelling(
        "`SignalProducer(value:)`", source: "Sources/ProducerStyle/Creation/Just.swift",
        tests: "Tests/ProducerStyleTests/Core/SignalProducerTests.swift", declares: ["init(value:"]),
      async: Spelling(
        "`AsyncJust`", source: "Sources/AsyncStyle/Creation/Just.swift",
        tests: "Tests/AsyncStyleTests/Creation/DeferredTests.swift", declares: ["struct AsyncJust"]),
      marble: .just),
    Idea(
      "empty", "Empty, never", .creating, "A stream that completes at once, or never ends.",
      rx: Spelling(
        "`empty()`, `never()`", source: "Sources/RxStyle/Creation/Empty.swift",
        tests: "Tests/RxStyleTests/Creation/EmptyTests.swift", declares: ["static func empty", "static func never"]),
      producer: Spelling(
        "`.empty`, `.never`", source: "Sources/ProducerStyle/Core/SignalProducer.swift",
        tests: "Tests/ProducerStyleTests/Core/SignalProducerTests.swift",
        declares: ["static var empty", "static var never"]),
      async: nil,
      marble: .empty),
    Idea(
      "failing", "Failing at once", .creating, "A stream that fails without a value.",
      rx: Spelling(
        "`Observable.error(_:)`", source: "Sources/RxStyle/Creation/Empty.swift",
        tests: "Tests/RxStyleTests/Creation/EmptyTests.swift", declares: ["static func error"]),
      producer: Spelling(
        "`SignalProducer(error:)`", source: "Sources/ProducerStyle/Creation/Just.swift",
        tests: "Tests/ProducerStyleTests/Core/SignalProducerTests.swift", declares: ["init(error:"]),
      async: Spelling("`AsyncThrowingStream` (standard library)"),
      marble: .failing),
    Idea(
      "sequence", "From a sequence", .creating, "A stream of a sequence's elements.",
      rx: Spelling(
        "`from`, `of`, `range`, `generate`, `repeatElement`", source: "Sources/RxStyle/Creation/Sequence.swift",
        tests: "Tests/RxStyleTests/Creation/SequenceTests.swift", declares: ["static func from", "static func of"]),
      producer: Spelling(
        "`SignalProducer(values:)`, `SignalProducer(_:)`", source: "Sources/ProducerStyle/Creation/Sequence.swift",
        tests: "Tests/ProducerStyleTests/Core/SignalProducerTests.swift", declares: ["init(values"]),
      async: Spelling(
        "`.async`", source: "Sources/AsyncStyle/Creation/Sequence.swift",
        tests: "Tests/AsyncStyleTests/Creation/SequenceTests.swift", declares: ["var async"]),
      marble: .sequence),
    Idea(
      "create", "From a closure", .creating, "A stream whose events a closure sends.",
      rx: Spelling(
        "`Observable.create`", source: "Sources/RxStyle/Creation/Create.swift",
        tests: "Tests/RxStyleTests/Creation/CreateTests.swift", declares: ["static func create"]),
      producer: Spelling(
        "`SignalProducer { observer, lifetime in … }`", source: "Sources/ProducerStyle/Core/SignalProducer.swift",
        tests: "Tests/ProducerStyleTests/Core/SignalProducerTests.swift", declares: ["init(_ startHandler:"],
        uses: "lifetime in"),
      async: Spelling("`AsyncStream` (standard library)"),
      marble: .create, difference: "create: when the closure runs"),
    Idea(
      "deferred", "Deferred", .creating, "A stream made anew, by a closure, for each subscriber.",
      rx: Spelling(
        "`Observable.deferred`", source: "Sources/RxStyle/Creation/Deferred.swift",
        tests: "Tests/RxStyleTests/Creation/DeferredTests.swift", declares: ["static func deferred"]),
      producer: Spelling("every `SignalProducer` (cold: runs per start)", runs: "SignalProducer { … }"),
      async: Spelling(
        "`deferred`", source: "Sources/AsyncStyle/Creation/Deferred.swift",
        tests: "Tests/AsyncStyleTests/Creation/DeferredTests.swift", declares: ["func deferred"]),
      marble: .deferred),
    Idea(
      "timer", "Timer", .creating, "A value after a delay, or at every period.",
      rx: Spelling(
        "`Observable.timer`", source: "Sources/RxStyle/Creation/Timer.swift",
        tests: "Tests/RxStyleTests/Creation/TimerTests.swift", declares: ["static func timer"]),
      producer: Spelling(
        "`SignalProducer.timer`", source: "Sources/ProducerStyle/Creation/Timer.swift",
        tests: "Tests/ProducerStyleTests/Creation/TimerTests.swift", declares: ["static func timer"]),
      async: Spelling(
        "`AsyncTimerSequence`", source: "Sources/AsyncStyle/Creation/Timer.swift",
        tests: "Tests/AsyncStyleTests/Creation/TimerTests.swift", declares: ["struct AsyncTimerSequence"]),
      marble: .timer, difference: "timer"),
    Idea(
      "interval", "Interval", .creating, "Counting values at every period.",
      rx: Spelling(
        "`Observable.interval`", source: "Sources/RxStyle/Creation/Timer.swift",
        tests: "Tests/RxStyleTests/Creation/TimerTests.swift", declares: ["static func interval"]),
      producer: Spelling(
        "`SignalProducer.interval`", source: "Sources/ProducerStyle/Creation/Interval.swift",
        tests: "Tests/ProducerStyleTests/Creation/IntervalTests.swift", declares: ["static func interval"]),
      async: nil,
      marble: .interval),
  ]

  private static let transforming: [Idea] = [
    Idea(
      "map", "Map", .transforming, "Each value transformed.",
      rx: Spelling(
        "`map`", source: "Sources/RxStyle/Operators/Map.swift", tests: "Tests/RxStyleTests/Operators/MapTests.swift",
        declares: ["func map"]),
      producer: Spelling(
        "`map`", source: "Sources/ProducerStyle/Operators/Map.swift",
        tests: "Tests/ProducerStyleTests/Operators/MapTests.swift", declares: ["func map"]),
      async: Spelling(
        "`map`", source: "Sources/AsyncStyle/Operators/Map.swift",
        tests: "Tests/AsyncStyleTests/Operators/MapTests.swift",
        declares: ["func map"]),
      marble: .map),
    Idea(
      "compactMap", "CompactMap", .transforming, "Each value transformed, `nil` results dropped.",
      rx: Spelling(
        "`compactMap`", source: "Sources/RxStyle/Operators/CompactMap.swift",
        tests: "Tests/RxStyleTests/Operators/CompactMapTests.swift", declares: ["func compactMap"]),
      producer: Spelling(
        "`compactMap`", source: "Sources/ProducerStyle/Operators/CompactMap.swift",
        tests: "Tests/ProducerStyleTests/Operators/CompactMapTests.swift", declares: ["func compactMap"]),
      async: Spelling(
        "`compactMap`", source: "Sources/AsyncStyle/Operators/CompactMap.swift",
        tests: "Tests/AsyncStyleTests/Operators/CompactMapTests.swift", declares: ["func compactMap"]),
      marble: .compactMap),
    Idea(
      "scan", "Scan", .transforming, "A running accumulation, one result a value.",
      rx: Spelling(
        "`scan`", source: "Sources/RxStyle/Operators/Scan.swift", tests: "Tests/RxStyleTests/Operators/ScanTests.swift",
        declares: ["func scan"]),
      producer: Spelling(
        "`scan`", source: "Sources/ProducerStyle/Operators/Scan.swift",
        tests: "Tests/ProducerStyleTests/Operators/ScanTests.swift", declares: ["func scan"]),
      async: Spelling(
        "`scan`", source: "Sources/AsyncStyle/Operators/Scan.swift",
        tests: "Tests/AsyncStyleTests/Operators/ScanTests.swift", declares: ["func scan"]),
      marble: .scan),
    Idea(
      "reduce", "Reduce", .transforming, "One accumulation of every value, on completion.",
      rx: Spelling(
        "`reduce`", source: "Sources/RxStyle/Operators/Reduce.swift",
        tests: "Tests/RxStyleTests/Operators/ReduceTests.swift", declares: ["func reduce"]),
      producer: Spelling(
        "`reduce`", source: "Sources/ProducerStyle/Operators/Reduce.swift",
        tests: "Tests/ProducerStyleTests/Operators/ReduceTests.swift", declares: ["func reduce"]),
      async: Spelling(
        "`reduce`", source: "Sources/AsyncStyle/Operators/Reduce.swift",
        tests: "Tests/AsyncStyleTests/Operators/ReduceTests.swift", declares: ["func reduce"]),
      marble: .reduce),
    Idea(
      "collect", "Collect", .transforming, "Every value in one array, on completion.",
      rx: Spelling(
        "`toArray`", source: "Sources/RxStyle/Operators/Collect.swift",
        tests: "Tests/RxStyleTests/Operators/CollectTests.swift", declares: ["func toArray"]),
      producer: Spelling(
        "`collect()`", source: "Sources/ProducerStyle/Operators/Collect.swift",
        tests: "Tests/ProducerStyleTests/Operators/CollectTests.swift", declares: ["func collect"]),
      async: Spelling(
        "`collect()`", source: "Sources/AsyncStyle/Operators/Collect.swift",
        tests: "Tests/AsyncStyleTests/Operators/CollectTests.swift", declares: ["func collect"]),
      marble: .collect),
    Idea(
      "buffer", "Buffer", .transforming, "Values in groups, by count or by time.",
      rx: Spelling(
        "`buffer(timeSpan:count:scheduler:)`", source: "Sources/RxStyle/Operators/Buffer.swift",
        tests: "Tests/RxStyleTests/Operators/BufferTests.swift", declares: ["func buffer"],
        runs: "buffer(timeSpan:count:)"),
      producer: Spelling(
        "`collect(every:on:)`, by count `collect(count:)`",
        source: "Sources/ProducerStyle/Operators/Buffer.swift",
        tests: "Tests/ProducerStyleTests/Operators/BufferTests.swift", declares: ["func collect"],
        runs: "collect(count:)"),
      async: Spelling(
        "`buffer(timeSpan:count:clock:)`, by count `chunks(ofCount:)`",
        source: "Sources/AsyncStyle/Operators/Buffer.swift",
        tests: "Tests/AsyncStyleTests/Operators/BufferTests.swift", declares: ["func buffer"],
        runs: "buffer(timeSpan:count:)"),
      marble: .buffer),
    Idea(
      "materialize", "Materialize", .transforming, "Events as values, and back.",
      rx: Spelling(
        "`materialize`, `dematerialize`", source: "Sources/RxStyle/Operators/Materialize.swift",
        tests: "Tests/RxStyleTests/Operators/MaterializeTests.swift",
        declares: ["func materialize", "func dematerialize"]),
      producer: Spelling(
        "`materialize`, `dematerialize`", source: "Sources/ProducerStyle/Operators/Materialize.swift",
        tests: "Tests/ProducerStyleTests/Operators/MaterializeTests.swift",
        declares: ["func materialize", "func dematerialize"]),
      async: Spelling(
        "`materialize`", source: "Sources/AsyncStyle/Operators/Materialize.swift",
        tests: "Tests/AsyncStyleTests/Operators/MaterializeTests.swift", declares: ["func materialize"]),
      marble: .materialize),
    Idea(
      "do", "Do (side effects)", .transforming, "A closure run on each event, the events passed on unchanged.",
      rx: Spelling(
        "`do(onNext:…)`", source: "Sources/RxStyle/Operators/Do.swift",
        tests: "Tests/RxStyleTests/Operators/DoTests.swift",
        declares: ["func `do`"]),
      producer: Spelling(
        "`on(value:…)`", source: "Sources/ProducerStyle/Operators/Do.swift",
        tests: "Tests/ProducerStyleTests/Operators/DoTests.swift", declares: ["func on"]),
      async: Spelling(
        "`handleEvents`", source: "Sources/AsyncStyle/Operators/Do.swift",
        tests: "Tests/AsyncStyleTests/Operators/DoTests.swift", declares: ["func handleEvents"]),
      marble: .do),
  ]

  private static let filtering: [Idea] = [
    Idea(
      "filter", "Filter", .filtering, "The values that pass a test.",
      rx: Spelling(
        "`filter`", source: "Sources/RxStyle/Operators/Filter.swift",
        tests: "Tests/RxStyleTests/Operators/FilterTests.swift",
        declares: ["func filter"]),
      producer: Spelling(
        "`filter`", source: "Sources/ProducerStyle/Operators/Filter.swift",
        tests: "Tests/ProducerStyleTests/Operators/FilterTests.swift", declares: ["func filter"]),
      async: Spelling(
        "`filter`", source: "Sources/AsyncStyle/Operators/Filter.swift",
        tests: "Tests/AsyncStyleTests/Operators/FilterTests.swift", declares: ["func filter"]),
      marble: .filter),
    Idea(
      "distinctUntilChanged", "DistinctUntilChanged", .filtering, "A value equal to the previous one dropped.",
      rx: Spelling(
        "`distinctUntilChanged`", source: "Sources/RxStyle/Operators/DistinctUntilChanged.swift",
        tests: "Tests/RxStyleTests/Operators/DistinctUntilChangedTests.swift", declares: ["func distinctUntilChanged"]),
      producer: Spelling(
        "`skipRepeats`", source: "Sources/ProducerStyle/Operators/DistinctUntilChanged.swift",
        tests: "Tests/ProducerStyleTests/Operators/DistinctUntilChangedTests.swift", declares: ["func skipRepeats"]),
      async: Spelling(
        "`removeDuplicates`", source: "Sources/AsyncStyle/Operators/DistinctUntilChanged.swift",
        tests: "Tests/AsyncStyleTests/Operators/DistinctUntilChangedTests.swift", declares: ["func removeDuplicates"]),
      marble: .distinct),
    Idea(
      "take", "Take", .filtering, "The first values, then completion.",
      rx: Spelling(
        "`take`", source: "Sources/RxStyle/Operators/Take.swift",
        tests: "Tests/RxStyleTests/Operators/TakeTests.swift", declares: ["func take"]),
      producer: Spelling(
        "`take(first:)`", source: "Sources/ProducerStyle/Operators/Take.swift",
        tests: "Tests/ProducerStyleTests/Operators/TakeTests.swift", declares: ["func take(first:"]),
      async: Spelling("`prefix` (standard library)"),
      marble: .take),
    Idea(
      "takeWhile", "TakeWhile", .filtering, "The values while they pass a test, then completion.",
      rx: Spelling(
        "`take(while:)`", source: "Sources/RxStyle/Operators/Take.swift",
        tests: "Tests/RxStyleTests/Operators/TakeTests.swift", declares: ["func take(while:"]),
      producer: Spelling(
        "`take(while:)`", source: "Sources/ProducerStyle/Operators/Take.swift",
        tests: "Tests/ProducerStyleTests/Operators/TakeTests.swift", declares: ["func take(while:"]),
      async: Spelling("`prefix(while:)` (standard library)"),
      marble: .takeWhile),
    Idea(
      "takeLast", "TakeLast", .filtering, "The last values, on completion.",
      rx: Spelling(
        "`takeLast`", source: "Sources/RxStyle/Operators/TakeLast.swift",
        tests: "Tests/RxStyleTests/Operators/TakeLastTests.swift", declares: ["func takeLast"]),
      producer: Spelling(
        "`take(last:)`", source: "Sources/ProducerStyle/Operators/TakeLast.swift",
        tests: "Tests/ProducerStyleTests/Operators/TakeLastTests.swift", declares: ["func take(last:"]),
      async: nil,
      marble: .takeLast),
    Idea(
      "takeUntil", "TakeUntil", .filtering, "The values until another stream sends one.",
      rx: Spelling(
        "`take(until:)`", source: "Sources/RxStyle/Operators/TakeUntil.swift",
        tests: "Tests/RxStyleTests/Operators/TakeUntilTests.swift", declares: ["func take"]),
      producer: Spelling(
        "`take(until:)`", source: "Sources/ProducerStyle/Operators/TakeUntil.swift",
        tests: "Tests/ProducerStyleTests/Operators/TakeUntilTests.swift", declares: ["func take(until:"]),
      async: nil,
      marble: .takeUntil, difference: "takeUntil: the trigger's completion"),
    Idea(
      "skip", "Skip", .filtering, "All but the first values.",
      rx: Spelling(
        "`skip`", source: "Sources/RxStyle/Operators/Skip.swift",
        tests: "Tests/RxStyleTests/Operators/SkipTests.swift", declares: ["func skip"]),
      producer: Spelling(
        "`skip(first:)`", source: "Sources/ProducerStyle/Operators/Skip.swift",
        tests: "Tests/ProducerStyleTests/Operators/SkipTests.swift", declares: ["func skip(first:"]),
      async: Spelling("`dropFirst` (standard library)"),
      marble: .skip),
    Idea(
      "skipWhile", "SkipWhile", .filtering, "The values from the first that fails a test.",
      rx: Spelling(
        "`skip(while:)`", source: "Sources/RxStyle/Operators/Skip.swift",
        tests: "Tests/RxStyleTests/Operators/SkipTests.swift", declares: ["func skip(while:"]),
      producer: Spelling(
        "`skip(while:)`", source: "Sources/ProducerStyle/Operators/Skip.swift",
        tests: "Tests/ProducerStyleTests/Operators/SkipTests.swift", declares: ["func skip(while:"]),
      async: Spelling("`drop(while:)` (standard library)"),
      marble: .skipWhile),
    Idea(
      "skipUntil", "SkipUntil", .filtering, "The values after another stream sends one.",
      rx: Spelling(
        "`skip(until:)`", source: "Sources/RxStyle/Operators/SkipUntil.swift",
        tests: "Tests/RxStyleTests/Operators/SkipUntilTests.swift", declares: ["func skip"]),
      producer: Spelling(
        "`skip(until:)`", source: "Sources/ProducerStyle/Operators/SkipUntil.swift",
        tests: "Tests/ProducerStyleTests/Operators/SkipUntilTests.swift", declares: ["func skip(until:"]),
      async: nil,
      marble: .skipUntil, difference: "skipUntil"),
    Idea(
      "sample", "Sample", .filtering, "The latest value each time another stream sends one.",
      rx: Spelling(
        "`sample`", source: "Sources/RxStyle/Operators/Sample.swift",
        tests: "Tests/RxStyleTests/Operators/SampleTests.swift",
        declares: ["func sample"]),
      producer: Spelling(
        "`sample(on:)`, `sample(with:)`", source: "Sources/ProducerStyle/Operators/Sample.swift",
        tests: "Tests/ProducerStyleTests/Operators/SampleTests.swift", declares: ["func sample"]),
      async: nil,
      marble: .sample, difference: "sample"),
  ]

  private static let combining: [Idea] = [
    Idea(
      "startWith", "StartWith", .combining, "Values sent first, before the source's.",
      rx: Spelling(
        "`startWith`", source: "Sources/RxStyle/Operators/StartWith.swift",
        tests: "Tests/RxStyleTests/Operators/StartWithTests.swift", declares: ["func startWith"]),
      producer: Spelling(
        "`prefix(value:)`, `prefix(_:)`", source: "Sources/ProducerStyle/Operators/StartWith.swift",
        tests: "Tests/ProducerStyleTests/Operators/StartWithTests.swift", declares: ["func prefix(value:"]),
      async: Spelling(
        "`startWith`", source: "Sources/AsyncStyle/Operators/StartWith.swift",
        tests: "Tests/AsyncStyleTests/Operators/StartWithTests.swift", declares: ["func startWith"]),
      marble: .startWith),
    Idea(
      "concat", "Concat", .combining, "One stream after another.",
      rx: Spelling(
        "`concat`", source: "Sources/RxStyle/Operators/Concat.swift",
        tests: "Tests/RxStyleTests/Operators/ConcatTests.swift",
        declares: ["func concat"]),
      producer: Spelling(
        "`concat`", source: "Sources/ProducerStyle/Operators/Concat.swift",
        tests: "Tests/ProducerStyleTests/Operators/ConcatTests.swift", declares: ["func concat"]),
      async: Spelling(
        "`chain`", source: "Sources/AsyncStyle/Operators/Concat/Concat.swift",
        tests: "Tests/AsyncStyleTests/Operators/Concat/ConcatTests.swift", declares: ["func chain"]),
      marble: .concat, difference: "concat"),
    Idea(
      "merge", "Merge", .combining, "The values of several streams, as they come.",
      rx: Spelling(
        "`merge`", source: "Sources/RxStyle/Operators/Merge.swift",
        tests: "Tests/RxStyleTests/Operators/MergeTests.swift",
        declares: ["static func merge"]),
      producer: Spelling(
        "`merge`", source: "Sources/ProducerStyle/Operators/Merge.swift",
        tests: "Tests/ProducerStyleTests/Operators/MergeTests.swift", declares: ["static func merge"]),
      async: Spelling(
        "`merge`", source: "Sources/AsyncStyle/Operators/Merge/Merge.swift",
        tests: "Tests/AsyncStyleTests/Operators/Merge/MergeTests.swift", declares: ["func merge"]),
      marble: .merge),
    Idea(
      "zip", "Zip", .combining, "The n-th values of several streams, together.",
      rx: Spelling(
        "`zip`", source: "Sources/RxStyle/Operators/Zip.swift", tests: "Tests/RxStyleTests/Operators/ZipTests.swift",
        declares: ["static func zip"]),
      producer: Spelling(
        "`zip`", source: "Sources/ProducerStyle/Operators/Zip.swift",
        tests: "Tests/ProducerStyleTests/Operators/ZipTests.swift",
        declares: ["func zip"]),
      async: Spelling(
        "`zip`", source: "Sources/AsyncStyle/Operators/Zip/Zip.swift",
        tests: "Tests/AsyncStyleTests/Operators/Zip/ZipTests.swift",
        declares: ["func zip"]),
      marble: .zip, difference: "zip completion"),
    Idea(
      "combineLatest", "CombineLatest", .combining, "The latest values of several streams, on each new value.",
      rx: Spelling(
        "`combineLatest`", source: "Sources/RxStyle/Operators/CombineLatest.swift",
        tests: "Tests/RxStyleTests/Operators/CombineLatestTests.swift", declares: ["static func combineLatest"]),
      producer: Spelling(
        "`combineLatest`", source: "Sources/ProducerStyle/Operators/CombineLatest.swift",
        tests: "Tests/ProducerStyleTests/Operators/CombineLatestTests.swift", declares: ["func combineLatest"]),
      async: Spelling(
        "`combineLatest`", source: "Sources/AsyncStyle/Operators/CombineLatest/CombineLatest.swift",
        tests: "Tests/AsyncStyleTests/Operators/CombineLatest/CombineLatestTests.swift",
        declares: ["func combineLatest"]),
      marble: .combineLatest, difference: "combineLatest"),
    Idea(
      "withLatestFrom", "WithLatestFrom", .combining, "Each value with the latest of another stream.",
      rx: Spelling(
        "`withLatestFrom`", source: "Sources/RxStyle/Operators/WithLatestFrom.swift",
        tests: "Tests/RxStyleTests/Operators/WithLatestFromTests.swift", declares: ["func withLatestFrom"]),
      producer: Spelling(
        "`withLatest(from:)`", source: "Sources/ProducerStyle/Operators/WithLatestFrom.swift",
        tests: "Tests/ProducerStyleTests/Operators/WithLatestFromTests.swift", declares: ["func withLatest(from:"]),
      async: Spelling(
        "`withLatestFrom`", source: "Sources/AsyncStyle/Operators/WithLatestFrom.swift",
        tests: "Tests/AsyncStyleTests/Operators/WithLatestFromTests.swift", declares: ["func withLatestFrom"]),
      marble: .withLatestFrom, difference: "withLatestFrom"),
  ]

  private static let flattening: [Idea] = [
    Idea(
      "flatMap", "FlatMap (merge)", .flattening, "A stream per value, their values merged.",
      rx: Spelling(
        "`flatMap`", source: "Sources/RxStyle/Operators/FlatMap.swift",
        tests: "Tests/RxStyleTests/Operators/FlatMapTests.swift",
        declares: ["func flatMap"]),
      producer: Spelling(
        "`flatMap(.merge)`", source: "Sources/ProducerStyle/Operators/FlatMap/FlatMap.swift",
        tests: "Tests/ProducerStyleTests/Operators/FlatMap/FlatMapTests.swift", declares: ["func flatMap"],
        uses: "flatMap(.merge"),
      async: Spelling(
        "`flatMapMerge`", source: "Sources/AsyncStyle/Operators/FlatMap/FlatMap.swift",
        tests: "Tests/AsyncStyleTests/Operators/FlatMap/FlatMapTests.swift", declares: ["func flatMapMerge"]),
      marble: .flatMap),
    Idea(
      "flatMapLatest", "FlatMapLatest", .flattening, "A stream per value, each new one cancelling the previous.",
      rx: Spelling(
        "`flatMapLatest`", source: "Sources/RxStyle/Operators/FlatMapLatest.swift",
        tests: "Tests/RxStyleTests/Operators/FlatMapLatestTests.swift", declares: ["func flatMapLatest"]),
      producer: Spelling(
        "`flatMap(.latest)`", source: "Sources/ProducerStyle/Operators/FlatMap/FlatMap.swift",
        tests: "Tests/ProducerStyleTests/Operators/FlatMap/FlatMapTests.swift", declares: ["func flatMap"],
        uses: "flatMap(.latest"),
      async: Spelling(
        "`flatMapLatest`", source: "Sources/AsyncStyle/Operators/FlatMapLatest/FlatMapLatest.swift",
        tests: "Tests/AsyncStyleTests/Operators/FlatMapLatest/FlatMapLatestTests.swift",
        declares: ["func flatMapLatest"]),
      marble: .flatMapLatest,
      fileNameReason: "ReactiveSwift has one `flatMap` whose strategy argument chooses merge, latest, concat or "
        + "throttle; every strategy is in its folder, `Operators/FlatMap/`."),
    Idea(
      "flatMapFirst", "FlatMapFirst", .flattening, "A stream per value, values dropped while one runs.",
      rx: Spelling(
        "`flatMapFirst`", source: "Sources/RxStyle/Operators/FlatMap.swift",
        tests: "Tests/RxStyleTests/Operators/FlatMapTests.swift", declares: ["func flatMapFirst"]),
      producer: Spelling(
        "`flatMap(.throttle)`", source: "Sources/ProducerStyle/Operators/FlatMap/FlatMap.swift", tests: nil,
        declares: ["func flatMap"]),
      async: nil,
      marble: .flatMapFirst),
    Idea(
      "concatMap", "ConcatMap", .flattening, "A stream per value, one after another.",
      rx: Spelling(
        "`concatMap`", source: "Sources/RxStyle/Operators/FlatMap.swift",
        tests: "Tests/RxStyleTests/Operators/FlatMapTests.swift", declares: ["func concatMap"]),
      producer: Spelling(
        "`flatMap(.concat)`", source: "Sources/ProducerStyle/Operators/FlatMap/FlatMap.swift",
        tests: "Tests/ProducerStyleTests/Operators/FlatMap/FlatMapTests.swift", declares: ["func flatMap"],
        uses: "flatMap(.concat"),
      async: Spelling("`flatMap` (standard library, sequential)"),
      marble: .concatMap),
  ]

  private static let errors: [Idea] = [
    Idea(
      "catch", "Catch", .errors, "On failure, another stream or a value instead.",
      rx: Spelling(
        "`catch`", source: "Sources/RxStyle/Operators/Catch.swift",
        tests: "Tests/RxStyleTests/Operators/CatchTests.swift", declares: ["func `catch`"]),
      producer: Spelling(
        "`flatMapError`", source: "Sources/ProducerStyle/Operators/Catch.swift",
        tests: "Tests/ProducerStyleTests/Operators/CatchTests.swift", declares: ["func flatMapError"]),
      async: Spelling(
        "`catch`", source: "Sources/AsyncStyle/Operators/Catch.swift",
        tests: "Tests/AsyncStyleTests/Operators/CatchTests.swift", declares: ["func `catch`"]),
      marble: .catch),
    Idea(
      "catchAndReturn", "CatchAndReturn", .errors, "On failure, one value, then completion.",
      rx: Spelling(
        "`catchAndReturn`", source: "Sources/RxStyle/Operators/Catch.swift",
        tests: "Tests/RxStyleTests/Operators/CatchTests.swift", declares: ["func catchAndReturn"]),
      producer: Spelling("`flatMapError { _ in SignalProducer(value: …) }`"),
      async: Spelling(
        "`replaceError(with:)`", source: "Sources/AsyncStyle/Operators/Catch.swift",
        tests: "Tests/AsyncStyleTests/Operators/CatchTests.swift", declares: ["func replaceError(with:"]),
      marble: .catchAndReturn),
    Idea(
      "retry", "Retry", .errors, "On failure, the source started again.",
      rx: Spelling(
        "`retry`", source: "Sources/RxStyle/Operators/Retry.swift",
        tests: "Tests/RxStyleTests/Operators/RetryTests.swift",
        declares: ["func retry"]),
      producer: Spelling(
        "`retry(upTo:)`", source: "Sources/ProducerStyle/Operators/Retry/Retry.swift",
        tests: "Tests/ProducerStyleTests/Operators/Retry/RetryTests.swift", declares: ["func retry(upTo:"]),
      async: Spelling(
        "`retry`", source: "Sources/AsyncStyle/Operators/Retry.swift",
        tests: "Tests/AsyncStyleTests/Operators/RetryTests.swift", declares: ["func retry"]),
      marble: .retry, difference: "retry count"),
    Idea(
      "mapError", "MapError", .errors, "The failure transformed.",
      rx: nil,
      producer: Spelling(
        "`mapError`", source: "Sources/ProducerStyle/Operators/MapError.swift",
        tests: "Tests/ProducerStyleTests/Operators/MapErrorTests.swift", declares: ["func mapError"]),
      async: Spelling(
        "`mapError`", source: "Sources/AsyncStyle/Operators/MapError.swift",
        tests: "Tests/AsyncStyleTests/Operators/MixedFailureTests.swift", declares: ["func mapError"]),
      marble: .mapError),
  ]

  private static let time: [Idea] = [
    Idea(
      "debounce", "Debounce", .time, "A value once a quiet period has passed after it.",
      rx: Spelling(
        "`debounce`", source: "Sources/RxStyle/Operators/Debounce.swift",
        tests: "Tests/RxStyleTests/Operators/DebounceTests.swift", declares: ["func debounce"]),
      producer: Spelling(
        "`debounce`", source: "Sources/ProducerStyle/Operators/Debounce.swift",
        tests: "Tests/ProducerStyleTests/Operators/DebounceTests.swift", declares: ["func debounce"]),
      async: Spelling(
        "`debounce`", source: "Sources/AsyncStyle/Operators/Debounce.swift",
        tests: "Tests/AsyncStyleTests/Operators/DebounceTests.swift", declares: ["func debounce"]),
      marble: .debounce, difference: "debounce on completion"),
    Idea(
      "throttle", "Throttle", .time, "At most one value a period, the latest.",
      rx: Spelling(
        "`throttle(latest: true)`", source: "Sources/RxStyle/Operators/Throttle.swift",
        tests: "Tests/RxStyleTests/Operators/ThrottleTests.swift", declares: ["func throttle"]),
      producer: Spelling(
        "`throttle`", source: "Sources/ProducerStyle/Operators/Throttle.swift",
        tests: "Tests/ProducerStyleTests/Operators/ThrottleTests.swift", declares: ["func throttle"]),
      async: Spelling(
        "`throttle(latest: true)`", source: "Sources/AsyncStyle/Operators/Throttle.swift",
        tests: "Tests/AsyncStyleTests/Operators/ThrottleTests.swift", declares: ["func throttle"]),
      marble: .throttle, difference: "throttle"),
    Idea(
      "throttleFirst", "Throttle (first)", .time, "At most one value a period, the first.",
      rx: Spelling(
        "`throttle(latest: false)`", source: "Sources/RxStyle/Operators/Throttle.swift",
        tests: "Tests/RxStyleTests/Operators/ThrottleTests.swift", declares: ["func throttle"], uses: "latest: false"),
      producer: nil,
      async: Spelling(
        "`throttle(latest: false)`", source: "Sources/AsyncStyle/Operators/Throttle.swift",
        tests: "Tests/AsyncStyleTests/Operators/ThrottleTests.swift", declares: ["func throttle"], uses: "latest: false"
      ),
      marble: .throttleFirst, difference: "throttle, first"),
    Idea(
      "delay", "Delay", .time, "Every event later by a fixed time.",
      rx: Spelling(
        "`delay`", source: "Sources/RxStyle/Operators/Delay.swift",
        tests: "Tests/RxStyleTests/Operators/DelayTests.swift",
        declares: ["func delay"]),
      producer: Spelling(
        "`delay`", source: "Sources/ProducerStyle/Operators/Delay.swift",
        tests: "Tests/ProducerStyleTests/Operators/DelayTests.swift", declares: ["func delay"]),
      async: Spelling(
        "`delay`", source: "Sources/AsyncStyle/Operators/Delay.swift",
        tests: "Tests/AsyncStyleTests/Operators/DelayTests.swift",
        declares: ["func delay"]),
      marble: .delay, difference: "delay"),
    Idea(
      "timeout", "Timeout", .time, "A failure when an event takes too long.",
      rx: Spelling(
        "`timeout`", source: "Sources/RxStyle/Operators/Timeout.swift",
        tests: "Tests/RxStyleTests/Operators/TimeoutTests.swift", declares: ["func timeout"]),
      producer: Spelling(
        "`timeout(after:raising:)`", source: "Sources/ProducerStyle/Operators/Timeout.swift",
        tests: "Tests/ProducerStyleTests/Operators/TimeoutTests.swift", declares: ["func timeout(after:"]),
      async: Spelling(
        "`timeout(after:)`", source: "Sources/AsyncStyle/Operators/Timeout.swift",
        tests: "Tests/AsyncStyleTests/Operators/TimeoutTests.swift", declares: ["func timeout(after:"]),
      marble: .timeout, difference: "timeout"),
  ]

  private static let scheduling: [Idea] = [
    Idea(
      "observeOn", "ObserveOn", .scheduling, "Events delivered on a scheduler.",
      rx: Spelling(
        "`observe(on:)`", source: "Sources/RxStyle/Operators/ObserveOn.swift",
        tests: "Tests/RxStyleTests/Operators/ObserveOnTests.swift", declares: ["func observe(on:"]),
      producer: Spelling(
        "`observe(on:)`", source: "Sources/ProducerStyle/Operators/ObserveOn.swift",
        tests: "Tests/ProducerStyleTests/Operators/ObserveOnTests.swift", declares: ["func observe(on:"]),
      async: Spelling("— (the consumer's executor)"),
      marble: .observeOn, difference: "observeOn on a test scheduler"),
    Idea(
      "subscribeOn", "SubscribeOn", .scheduling, "The subscription made on a scheduler.",
      rx: Spelling(
        "`subscribe(on:)`", source: "Sources/RxStyle/Operators/SubscribeOn.swift",
        tests: "Tests/RxStyleTests/Operators/SubscribeOnTests.swift", declares: ["func subscribe(on:"]),
      producer: Spelling(
        "`start(on:)`", source: "Sources/ProducerStyle/Operators/SubscribeOn.swift",
        tests: "Tests/ProducerStyleTests/Operators/SubscribeOnTests.swift", declares: ["func start(on:"]),
      async: nil,
      marble: .subscribeOn, difference: "subscribeOn on a test scheduler"),
  ]

  private static let sharing: [Idea] = [
    Idea(
      "share", "Share", .sharing, "One run of the source for every subscriber.",
      rx: Spelling(
        "`share(replay:scope:)`", source: "Sources/RxStyle/Multicasting/Share.swift",
        tests: "Tests/RxStyleTests/Multicasting/ShareTests.swift", declares: ["func share"], runs: "share()"),
      producer: Spelling(
        "`replayLazily(upTo:)`", source: "Sources/ProducerStyle/Multicasting/ReplayLazily.swift",
        tests: "Tests/ProducerStyleTests/Multicasting/ReplayLazilyTests.swift", declares: ["func replayLazily"],
        runs: "replayLazily(upTo: 1)"),
      async: Spelling(
        "`share()`", source: "Sources/AsyncStyle/Multicasting/Share.swift",
        tests: "Tests/AsyncStyleTests/Multicasting/ShareTests.swift", declares: ["func share"]),
      marble: .share, difference: "share: late subscriber",
      fileNameReason: "ReactiveSwift's only sharing operator replays and is named for it; it sits in `Multicasting/` "
        + "beside the others' `share`.")
  ]

  private static let multicasting: [Idea] = [
    Idea(
      "publishSubject", "Subject without a value", .multicasting, "A hot stream the code sends values into.",
      rx: Spelling(
        "`PublishSubject`", source: "Sources/RxStyle/Multicasting/Subjects/PublishSubject.swift",
        tests: "Tests/RxStyleTests/Multicasting/Subjects/PublishSubjectTests.swift",
        declares: ["final class PublishSubject"]),
      producer: Spelling(
        "`Signal.pipe()`", source: "Sources/ProducerStyle/Core/Signal.swift",
        tests: "Tests/ProducerStyleTests/Core/SignalTests.swift", declares: ["static func pipe"],
        runs: "Signal.reentrantUnserializedPipe"),
      async: Spelling(
        "`AsyncPassthroughSubject`", source: "Sources/AsyncStyle/Multicasting/Subjects/AsyncPassthroughSubject.swift",
        tests: "Tests/AsyncStyleTests/Multicasting/Subjects/AsyncPassthroughSubjectTests.swift",
        declares: ["final class AsyncPassthroughSubject"]),
      marble: .reentrantSend, difference: "re-entrant send"),
    Idea(
      "behaviorSubject", "Subject with a current value", .multicasting,
      "A subject that gives a new subscriber its value.",
      rx: Spelling(
        "`BehaviorSubject`", source: "Sources/RxStyle/Multicasting/Subjects/BehaviorSubject.swift",
        tests: "Tests/RxStyleTests/Multicasting/Subjects/BehaviorSubjectTests.swift",
        declares: ["final class BehaviorSubject"]),
      producer: Spelling(
        "`MutableProperty`", source: "Sources/ProducerStyle/Property/MutableProperty.swift",
        tests: "Tests/ProducerStyleTests/Property/MutablePropertyTests.swift", declares: ["final class MutableProperty"]
      ),
      async: Spelling(
        "`AsyncCurrentValueSubject`", source: "Sources/AsyncStyle/Multicasting/Subjects/AsyncCurrentValueSubject.swift",
        tests: "Tests/AsyncStyleTests/Multicasting/Subjects/AsyncCurrentValueSubjectTests.swift",
        declares: ["final class AsyncCurrentValueSubject"]),
      marble: .behaviorSubject, difference: "current-value subject: after the end"),
    Idea(
      "replaySubject", "Replaying subject", .multicasting, "A subject that gives a new subscriber its last values.",
      rx: Spelling(
        "`ReplaySubject`", source: "Sources/RxStyle/Multicasting/Subjects/ReplaySubject.swift",
        tests: "Tests/RxStyleTests/Multicasting/Subjects/ReplayAndAsyncSubjectTests.swift",
        declares: ["final class ReplaySubject"]),
      producer: Spelling(
        "`replayLazily(upTo:)`", source: "Sources/ProducerStyle/Multicasting/ReplayLazily.swift",
        tests: "Tests/ProducerStyleTests/Multicasting/ReplayLazilyTests.swift", declares: ["func replayLazily"]),
      async: nil,
      marble: .replaySubject),
    Idea(
      "relays", "Relays", .multicasting, "Subjects that cannot end.",
      rx: Spelling(
        "`PublishRelay`, `BehaviorRelay`", source: "Sources/RxStyle/Multicasting/Relays/BehaviorRelay.swift",
        tests: "Tests/RxStyleTests/Multicasting/Relays/RelayTests.swift", declares: ["final class BehaviorRelay"]),
      producer: nil, async: nil),
    Idea(
      "property", "Property", .multicasting, "A current value with its changes.",
      rx: Spelling(
        "`BehaviorRelay`, `Driver`", source: "Sources/RxStyle/Traits/Driver.swift",
        tests: "Tests/RxStyleTests/Traits/DriverTests.swift", declares: ["typealias Driver"]),
      producer: Spelling(
        "`Property`, `MutableProperty`", source: "Sources/ProducerStyle/Property/Property.swift",
        tests: "Tests/ProducerStyleTests/Property/PropertyTests.swift", declares: ["final class Property"]),
      async: Spelling(
        "`AsyncCurrentValueSubject`", source: "Sources/AsyncStyle/Multicasting/Subjects/AsyncCurrentValueSubject.swift",
        tests: "Tests/AsyncStyleTests/Multicasting/Subjects/AsyncCurrentValueSubjectTests.swift",
        declares: ["final class AsyncCurrentValueSubject"]),
      marble: .property, difference: "property: its end"),
    Idea(
      "channel", "Channel (back-pressure)", .multicasting, "A stream whose sender waits for the consumer.",
      rx: nil, producer: nil,
      async: Spelling(
        "`AsyncChannel`", source: "Sources/AsyncStyle/Multicasting/Channels/AsyncChannel.swift",
        tests: "Tests/AsyncStyleTests/Multicasting/Channels/AsyncChannelTests.swift",
        declares: ["final class AsyncChannel"])),
  ]

  private static let clocks: [Idea] = [
    Idea(
      "schedulers", "Schedulers, clocks", .clocks, "Where and when work runs.",
      rx: Spelling(
        "`SchedulerType`, `MainScheduler`, `SerialDispatchQueueScheduler`",
        source: "Sources/RxStyle/Time/SchedulerType.swift",
        tests: "Tests/RxStyleTests/Time/DispatchQueueSchedulerTests.swift",
        declares: ["protocol SchedulerType", "protocol ImmediateSchedulerType"], uses: "scheduler"),
      producer: Spelling(
        "`Scheduler`, `QueueScheduler`, `ImmediateScheduler`", source: "Sources/ProducerStyle/Time/Scheduler.swift",
        tests: "Tests/ProducerStyleTests/Time/QueueSchedulerTests.swift", declares: ["protocol Scheduler"]),
      async: Spelling("`Clock` (standard library)")),
    Idea(
      "testScheduler", "Test scheduler", .clocks, "Virtual time that a test advances.",
      rx: Spelling(
        "`TestScheduler` (RxStyleTest)", source: "Sources/RxStyleTest/TestScheduler.swift",
        tests: "Tests/RxStyleTestTests/TestSchedulerTests.swift", declares: ["final class TestScheduler"]),
      producer: Spelling(
        "`TestScheduler`", source: "Sources/ProducerStyle/Time/TestScheduler.swift",
        tests: "Tests/ProducerStyleTests/Time/TestSchedulerTests.swift", declares: ["final class TestScheduler"]),
      async: Spelling(
        "`TestClock`, `AsyncTestScheduler` (AsyncStyleTest)", source: "Sources/AsyncStyleTest/AsyncTestScheduler.swift",
        tests: "Tests/AsyncStyleTestTests/AsyncTestSchedulerTests.swift", declares: ["final class AsyncTestScheduler"])),
  ]

  private static let testing: [Idea] = [
    Idea(
      "recorder", "Recorder (sink)", .testing, "An observer that records timed events for assertions.",
      rx: Spelling(
        "`TestableObserver`", source: "Sources/RxStyleTest/TestableObserver.swift",
        tests: "Tests/RxStyleTestTests/TestSchedulerTests.swift", declares: ["final class TestableObserver"],
        uses: "createObserver"),
      producer: Spelling(
        "`EventRecorder`", source: "Sources/ProducerStyleTest/EventRecorder.swift",
        tests: "Tests/ProducerStyleTestTests/EventRecorderTests.swift",
        declares: ["final class EventRecorder"]),
      async: Spelling(
        "`AsyncRecorder`", source: "Sources/AsyncStyleTest/AsyncRecorder.swift",
        tests: "Tests/AsyncStyleTestTests/AsyncRecorderTests.swift", declares: ["final class AsyncRecorder"])),
    Idea(
      "blockingFirst", "Blocking first", .testing, "The first value, waited for on the calling thread.",
      rx: Spelling(
        "`toBlocking(timeout:).first()`", source: "Sources/RxStyleBlocking/BlockingObservable.swift",
        tests: "Tests/RxStyleBlockingTests/BlockingObservableTests.swift", declares: ["func toBlocking"]),
      producer: Spelling(
        "`first()`, `single()`, `last()`, `wait()`",
        source: "Sources/ProducerStyle/Blocking/SignalProducer+Blocking.swift",
        tests: "Tests/ProducerStyleTests/Blocking/BlockingTests.swift", declares: ["func first", "func single"]),
      async: Spelling(
        "`firstValue`, `blockingFirst`", source: "Sources/AsyncStyleTest/FirstValue.swift",
        tests: "Tests/AsyncStyleTestTests/FirstValueTests.swift", declares: ["func firstValue"])),
    Idea(
      "sideBySide", "Side-by-side failures", .testing, "A failed assertion's events, expected beside actual.",
      rx: Spelling(
        "`sideBySide(expected:actual:)`", source: "Sources/RxStyleTest/Assertions.swift",
        tests: "Tests/RxStyleTestTests/AssertionsTests.swift", declares: ["func sideBySide"]),
      producer: Spelling(
        "`sideBySide(expected:actual:)`", source: "Sources/ProducerStyleTest/Assertions.swift",
        tests: "Tests/ProducerStyleTestTests/EventRecorderTests.swift", declares: ["func sideBySide"]),
      async: Spelling(
        "`sideBySide(expected:actual:)`", source: "Sources/AsyncStyleTest/Assertions.swift",
        tests: "Tests/AsyncStyleTestTests/AsyncRecorderTests.swift", declares: ["func sideBySide"])),
  ]
}

extension Placement {
  /// Every placement that differs between the styles on purpose, in the order of the concordance.
  public static let all: [Placement] = [
    Placement(
      what: "Test scheduler",
      places: ["RxStyleTest", "ProducerStyle, in `Time/`", "AsyncStyleTest"],
      why: "ReactiveSwift ships its `TestScheduler` in the main module; RxSwift keeps it in RxTest."),
    Placement(
      what: "Blocking operators",
      places: ["RxStyleBlocking", "ProducerStyle, in `Blocking/`", "AsyncStyleTest (`blockingFirst`)"],
      why: "RxSwift's blocking operators are the separate RxBlocking module; ReactiveSwift's `first()`, `single()`, "
        + "`last()` and `wait()` are part of `SignalProducer`; the async style blocks only in tests."),
    Placement(
      what: "Current value with its changes",
      places: ["`Traits/` (`Driver`)", "`Property/`", "`Multicasting/Subjects/`"],
      why: "RxCocoa's `Driver` is a trait of an observable; ReactiveSwift gives properties a folder of their own; "
        + "the async style has only a subject for it."),
    Placement(
      what: "Recorders and assertions",
      places: ["RxStyleTest", "ProducerStyleTest", "AsyncStyleTest"],
      why: "Each style has a test module of its own, as RxTest does for RxSwift; ReactiveSwift has none, so "
        + "ProducerStyleTest holds only what its tests need beside the main module's `TestScheduler`."),
  ]
}
