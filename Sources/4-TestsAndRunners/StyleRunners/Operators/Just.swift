import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let just = Definition(
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
        tests: .named("DeferredTests", "tested with `deferred`, which it is built to compare with"))),
    arity: 0, parameter: .subscriptionFrame, runs: "a, then completion, for a subscriber that comes at frame n",
    rx: .record { o in .just("a") },
    producer: .record { o in SignalProducer(value: "a") },
    async: .record { o in AsyncJust("a") },
    atlas: .creating,
    rows: [
      same("the value and completion when subscribed", [], 3, "---(a|)")
    ])
}
