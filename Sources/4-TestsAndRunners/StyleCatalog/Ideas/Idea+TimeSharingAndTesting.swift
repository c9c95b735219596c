// Rows of the table of ideas (see IdeaTable.swift): the operators that flatten, handle errors, work in time,
// schedule and share; multicasting, schedulers and clocks, and the test tools.

extension Idea {
  static let flattening: [Idea] = [
    Idea(
      "flatMap", "FlatMap (merge)", .flattening, "A stream per value, their values merged.",
      rx: Spelling("`flatMap`", declares: ["func flatMap"]),
      producer: Spelling("`flatMap(.merge)`", declares: ["func flatMap"], source: .ownFolder, uses: "flatMap(.merge"),
      async: Spelling("`flatMapMerge`", declares: ["func flatMapMerge"], source: .ownFolder),
      marble: .flatMap, difference: "flatMap"),
    Idea(
      "flatMapLatest", "FlatMapLatest", .flattening, "A stream per value, each new one cancelling the previous.",
      rx: Spelling("`flatMapLatest`", declares: ["func flatMapLatest"]),
      producer: Spelling(
        "`flatMap(.latest)`", declares: ["func flatMap"],
        source: .at(
          "ProducerStyle/Operators/FlatMap/FlatMap.swift",
          "ReactiveSwift has one `flatMap` whose strategy chooses merge, latest or concat, so the strategies share its file"
        ), uses: "flatMap(.latest"),
      async: Spelling("`flatMapLatest`", declares: ["func flatMapLatest"], source: .ownFolder),
      marble: .flatMapLatest,
      fileNameReason: "ReactiveSwift has one `flatMap` whose strategy argument chooses merge, latest, concat or "
        + "throttle; every strategy is in its folder, `Operators/FlatMap/`."),
    Idea(
      "flatMapFirst", "FlatMapFirst", .flattening, "A stream per value, values dropped while one runs.",
      rx: Spelling(
        "`flatMapFirst`", declares: ["func flatMapFirst"],
        source: .named("FlatMap", "a form of `flatMap`, written beside it, sharing its inner-stream sink")),
      producer: Spelling(
        "`flatMap(.throttle)`", declares: ["func flatMap"],
        source: .at(
          "ProducerStyle/Operators/FlatMap/FlatMap.swift",
          "ReactiveSwift has one `flatMap` whose strategy chooses merge, latest or concat, so the strategies share its file"
        ), tests: .untested("the `.race` strategy is tested by the cross-style table only")),
      async: nil,
      marble: .flatMapFirst),
    Idea(
      "concatMap", "ConcatMap", .flattening, "A stream per value, one after another.",
      rx: Spelling(
        "`concatMap`", declares: ["func concatMap"],
        source: .named("FlatMap", "a form of `flatMap`, written beside it, sharing its inner-stream sink")),
      producer: Spelling(
        "`flatMap(.concat)`", declares: ["func flatMap"],
        source: .at(
          "ProducerStyle/Operators/FlatMap/FlatMap.swift",
          "ReactiveSwift has one `flatMap` whose strategy chooses merge, latest or concat, so the strategies share its file"
        ), uses: "flatMap(.concat"),
      async: Spelling("`flatMap` (standard library, sequential)"),
      marble: .concatMap, difference: "concatMap"),
  ]

  static let errors: [Idea] = [
    Idea(
      "catch", "Catch", .errors, "On failure, another stream or a value instead.",
      rx: Spelling("`catch`", declares: ["func `catch`"]),
      producer: Spelling("`flatMapError`", declares: ["func flatMapError"]),
      async: Spelling("`catch`", declares: ["func `catch`"]),
      marble: .catch),
    Idea(
      "catchAndReturn", "CatchAndReturn", .errors, "On failure, one value, then completion.",
      rx: Spelling(
        "`catchAndReturn`", declares: ["func catchAndReturn"],
        source: .named("Catch", "a form of `catch`, written beside it")),
      producer: Spelling("`flatMapError { _ in SignalProducer(value: …) }`"),
      async: Spelling(
        "`replaceError(with:)`", declares: ["func replaceError(with:"],
        source: .named("Catch", "a form of `catch`, written beside it")),
      marble: .catchAndReturn),
    Idea(
      "retry", "Retry", .errors, "On failure, the source started again.",
      rx: Spelling("`retry`", declares: ["func retry"]),
      producer: Spelling("`retry(upTo:)`", declares: ["func retry(upTo:"], source: .ownFolder),
      async: Spelling("`retry`", declares: ["func retry"]),
      marble: .retry, difference: "retry"),
    Idea(
      "mapError", "MapError", .errors, "The failure transformed.",
      rx: nil,
      producer: Spelling("`mapError`", declares: ["func mapError"]),
      async: Spelling(
        "`mapError`", declares: ["func mapError"],
        tests: .named("MixedFailureTests", "`mapError` is tested among the operators that change the failure type")),
      marble: .mapError),
  ]

  static let time: [Idea] = [
    Idea(
      "debounce", "Debounce", .time, "A value once a quiet period has passed after it.",
      rx: Spelling("`debounce`", declares: ["func debounce"]),
      producer: Spelling("`debounce`", declares: ["func debounce"]),
      async: Spelling("`debounce`", declares: ["func debounce"]),
      marble: .debounce, difference: "debounce"),
    Idea(
      "throttle", "Throttle", .time, "At most one value a period, the latest.",
      rx: Spelling("`throttle(latest: true)`", declares: ["func throttle"]),
      producer: Spelling("`throttle`", declares: ["func throttle"]),
      async: Spelling("`throttle(latest: true)`", declares: ["func throttle"]),
      marble: .throttle, difference: "throttle"),
    Idea(
      "throttleFirst", "Throttle (first)", .time, "At most one value a period, the first.",
      rx: Spelling(
        "`throttle(latest: false)`", declares: ["func throttle"],
        source: .named("Throttle", "`throttle(latest: false)` is an argument of `throttle`"), uses: "latest: false"),
      producer: nil,
      async: Spelling(
        "`throttle(latest: false)`", declares: ["func throttle"],
        source: .named("Throttle", "`throttle(latest: false)` is an argument of `throttle`"), uses: "latest: false"),
      marble: .throttleFirst, difference: "throttleFirst"),
    Idea(
      "delay", "Delay", .time, "Every event later by a fixed time.",
      rx: Spelling("`delay`", declares: ["func delay"]),
      producer: Spelling("`delay`", declares: ["func delay"]),
      async: Spelling("`delay`", declares: ["func delay"]),
      marble: .delay, difference: "delay"),
    Idea(
      "timeout", "Timeout", .time, "A failure when an event takes too long.",
      rx: Spelling("`timeout`", declares: ["func timeout"]),
      producer: Spelling("`timeout(after:raising:)`", declares: ["func timeout(after:"]),
      async: Spelling("`timeout(after:)`", declares: ["func timeout(after:"]),
      marble: .timeout, difference: "timeout"),
  ]

  static let scheduling: [Idea] = [
    Idea(
      "observeOn", "ObserveOn", .scheduling, "Events delivered on a scheduler.",
      rx: Spelling("`observe(on:)`", declares: ["func observe(on:"]),
      producer: Spelling("`observe(on:)`", declares: ["func observe(on:"]),
      async: Spelling("— (the consumer's executor)"),
      marble: .observeOn, difference: "observeOn"),
    Idea(
      "subscribeOn", "SubscribeOn", .scheduling, "The subscription made on a scheduler.",
      rx: Spelling("`subscribe(on:)`", declares: ["func subscribe(on:"]),
      producer: Spelling("`start(on:)`", declares: ["func start(on:"]),
      async: nil,
      marble: .subscribeOn, difference: "subscribeOn"),
  ]

  static let sharing: [Idea] = [
    Idea(
      "share", "Share", .sharing, "One run of the source for every subscriber.",
      rx: Spelling("`share(replay:scope:)`", declares: ["func share"], runs: "share()"),
      producer: Spelling(
        "`replayLazily(upTo:)`", declares: ["func replayLazily"],
        source: .named("ReplayLazily", "ReactiveSwift's only sharing operator replays and is named for it"),
        runs: "replayLazily(upTo: 1)"),
      async: Spelling("`share()`", declares: ["func share"]),
      marble: .share, difference: "share",
      fileNameReason: "ReactiveSwift's only sharing operator replays and is named for it; it sits in `Multicasting/` "
        + "beside the others' `share`.")
  ]

  static let multicasting: [Idea] = [
    Idea(
      "publishSubject", "Subject without a value", .multicasting, "A hot stream the code sends values into.",
      rx: Spelling("`PublishSubject`", declares: ["final class PublishSubject"]),
      producer: Spelling(
        "`Signal.pipe()`", declares: ["static func pipe"],
        source: .at("ProducerStyle/Core/Signal.swift", "ReactiveSwift's `Signal.pipe()` is the hot signal itself"),
        runs: "Signal.reentrantUnserializedPipe"),
      async: Spelling("`AsyncPassthroughSubject`", declares: ["final class AsyncPassthroughSubject"]),
      marble: .reentrantSend, difference: "reentrantSend"),
    Idea(
      "behaviorSubject", "Subject with a current value", .multicasting,
      "A subject that gives a new subscriber its value.",
      rx: Spelling("`BehaviorSubject`", declares: ["final class BehaviorSubject"]),
      producer: Spelling(
        "`MutableProperty`", declares: ["final class MutableProperty"],
        source: .at(
          "ProducerStyle/Property/MutableProperty.swift", "ReactiveSwift keeps its properties in a folder of their own")
      ),
      async: Spelling("`AsyncCurrentValueSubject`", declares: ["final class AsyncCurrentValueSubject"]),
      marble: .behaviorSubject, difference: "behaviorSubject"),
    Idea(
      "replaySubject", "Replaying subject", .multicasting, "A subject that gives a new subscriber its last values.",
      rx: Spelling(
        "`ReplaySubject`", declares: ["final class ReplaySubject"],
        tests: .named("ReplayAndAsyncSubjectTests", "replay and async subjects share one suite")),
      producer: Spelling(
        "`replayLazily(upTo:)`", declares: ["func replayLazily"],
        source: .at(
          "ProducerStyle/Multicasting/ReplayLazily.swift",
          "ReactiveSwift replays through `replayLazily`, its sharing operator")),
      async: nil,
      marble: .replaySubject),
    Idea(
      "relays", "Relays", .multicasting, "Subjects that cannot end.",
      rx: Spelling(
        "`PublishRelay`, `BehaviorRelay`, `ReplayRelay`", declares: ["final class PublishRelay"],
        source: .at(
          "RxStyle/Multicasting/Relays/PublishRelay.swift",
          "RxRelay's types have a folder of their own, as they are a library of their own"),
        tests: .named("RelayTests", "the three relays share one suite")),
      producer: nil, async: nil),
    Idea(
      "property", "Property", .multicasting, "A current value with its changes.",
      rx: Spelling(
        "`BehaviorRelay`, `Driver`", declares: ["final class BehaviorRelay"],
        source: .at(
          "RxStyle/Multicasting/Relays/BehaviorRelay.swift",
          "RxRelay's types have a folder of their own, as they are a library of their own"),
        tests: .at("RxStyleTests/Multicasting/Relays/RelayTests.swift", "the three relays share one suite")),
      producer: Spelling(
        "`Property`, `MutableProperty`", declares: ["final class Property"],
        source: .at(
          "ProducerStyle/Property/Property.swift", "ReactiveSwift keeps its properties in a folder of their own")),
      async: Spelling("`AsyncCurrentValueSubject`", declares: ["final class AsyncCurrentValueSubject"]),
      marble: .property, difference: "property"),
    Idea(
      "channel", "Channel (back-pressure)", .multicasting, "A stream whose sender waits for the consumer.",
      rx: nil, producer: nil,
      async: Spelling(
        "`AsyncChannel`", declares: ["final class AsyncChannel"],
        source: .at(
          "AsyncStyle/Multicasting/Channels/AsyncChannel.swift",
          "channels apply back-pressure, which no subject does; they have their own folder"))),
  ]

  static let clocks: [Idea] = [
    Idea(
      "schedulers", "Schedulers, clocks", .clocks, "Where and when work runs.",
      rx: Spelling(
        "`SchedulerType`, `MainScheduler`, `SerialDispatchQueueScheduler`",
        declares: ["protocol SchedulerType", "protocol ImmediateSchedulerType"],
        tests: .named("DispatchQueueSchedulerTests", "the protocols are tested through the schedulers that adopt them"),
        uses: "scheduler"),
      producer: Spelling(
        "`Scheduler`, `QueueScheduler`, `ImmediateScheduler`", declares: ["protocol Scheduler"],
        tests: .named("QueueSchedulerTests", "the protocols are tested through the schedulers that adopt them")),
      async: Spelling("`Clock` (standard library)")),
    Idea(
      "testScheduler", "Test scheduler", .clocks, "Virtual time that a test advances.",
      rx: Spelling(
        "`TestScheduler` (RxStyleTest)", declares: ["final class TestScheduler"],
        source: .at("RxStyleTestKit/TestScheduler.swift", "a test tool, so in the test kit, as RxTest's is")),
      producer: Spelling("`TestScheduler`", declares: ["final class TestScheduler"]),
      async: Spelling(
        "`AsyncTestScheduler` (AsyncStyleTest), its `TestClock`", declares: ["final class AsyncTestScheduler"],
        source: .at("AsyncStyleTestKit/AsyncTestScheduler.swift", "a test tool, so in the test kit"))),
  ]

  static let testing: [Idea] = [
    Idea(
      "recorder", "Recorder (sink)", .testing, "An observer that records timed events for assertions.",
      rx: Spelling(
        "`TestableObserver`", declares: ["final class TestableObserver"],
        tests: .named(
          "TestSchedulerTests", "the observer records what the test scheduler plays, and is tested with it"),
        uses: "createObserver"),
      producer: Spelling("`EventRecorder`", declares: ["final class EventRecorder"]),
      async: Spelling("`AsyncRecorder`", declares: ["final class AsyncRecorder"])),
    Idea(
      "blockingFirst", "Blocking first", .testing, "The first value, waited for on the calling thread.",
      rx: Spelling(
        "`toBlocking(timeout:).first()`", declares: ["func toBlocking"],
        source: .at("RxStyleBlocking/BlockingObservable.swift", "RxBlocking is a library of its own, as in RxSwift")),
      producer: Spelling(
        "`first()`, `single()`, `last()`, `wait()`", declares: ["func first", "func single"],
        source: .at(
          "ProducerStyle/Blocking/SignalProducer+Blocking.swift",
          "ReactiveSwift's blocking calls are methods of `SignalProducer`, in the library"),
        tests: .named("BlockingTests", "one suite for every blocking call")),
      async: Spelling(
        "`firstValue`, `blockingFirst`", declares: ["func firstValue"],
        source: .named("FirstValue", "named for its function, `firstValue`"))),
    Idea(
      "sideBySide", "Side-by-side failures", .testing, "A failed assertion's events, expected beside actual.",
      rx: Spelling(
        "`sideBySide(expected:actual:)`", declares: ["func sideBySide"],
        source: .at(
          "RxStyleTest/Assertions.swift",
          "the side-by-side printer is one of the assertions, which need a test framework")),
      producer: Spelling(
        "`sideBySide(expected:actual:)`", declares: ["func sideBySide"],
        source: .at(
          "ProducerStyleTest/Assertions.swift",
          "the side-by-side printer is one of the assertions, which need a test framework"),
        tests: .named("EventRecorderTests", "tested with the recorder whose events it prints")),
      async: Spelling(
        "`sideBySide(expected:actual:)`", declares: ["func sideBySide"],
        source: .at(
          "AsyncStyleTest/Assertions.swift",
          "the side-by-side printer is one of the assertions, which need a test framework"),
        tests: .named("AsyncRecorderTests", "tested with the recorder whose events it prints"))),
  ]
}
