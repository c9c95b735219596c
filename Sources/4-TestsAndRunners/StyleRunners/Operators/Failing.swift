import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let failing = Definition(
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
      async: Spelling("`AsyncThrowingStream` (standard library)")),
    arity: 0, parameter: .subscriptionFrame, runs: "a failure, for a subscriber that comes at frame n",
    rx: .record { o in .error(inputFailure) },
    producer: .record { o in SignalProducer(error: inputFailure) },
    async: .record { o in AsyncThrowingStream<String, any Error> { $0.finish(throwing: inputFailure) } },
    atlas: .creating,
    rows: [
      same("failure when subscribed", [], 3, "---#")
    ])
}
