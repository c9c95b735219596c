import StyleCatalog

// The rows of the table of ideas that no comparison runs on diagrams (see IdeaTable.swift): the core types,
// disposal, the subjects and channels without a run, schedulers and clocks, and the test tools. An operator's
// row is in its comparison file under Operators/.

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

  static let multicasting: [Idea] = [
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
      "channel", "Channel (back-pressure)", .multicasting, "A stream whose sender waits for the consumer.",
      rx: nil, producer: nil,
      async: Spelling(
        "`AsyncChannel`", declares: ["final class AsyncChannel"],
        source: .at(
          "AsyncStyle/Multicasting/Channels/AsyncChannel.swift",
          "channels apply back-pressure, which no subject does; they have their own folder"))),
    Idea(
      "multiProducerChannel", "Channel (watermarks)", .multicasting,
      "A buffer from several senders to one consumer; a sender waits while it is full.",
      rx: nil, producer: nil,
      async: Spelling(
        "`MultiProducerSingleConsumerAsyncChannel`", declares: ["struct MultiProducerSingleConsumerAsyncChannel"],
        source: .at(
          "AsyncStyle/Multicasting/Channels/MultiProducerSingleConsumerAsyncChannel.swift",
          "a channel, beside `AsyncChannel` in the channels' folder"))),
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
