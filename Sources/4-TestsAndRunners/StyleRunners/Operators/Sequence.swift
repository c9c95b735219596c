import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let sequence = Definition(
    Idea(
      "sequence", "From a sequence", .creating, "A stream of a sequence's elements.",
      rx: Spelling(
        "`from`, `of`, `range`, `generate`, `repeatElement`", declares: ["static func from", "static func of"]),
      producer: Spelling(
        "`SignalProducer(values:)`, `SignalProducer(_:)`", declares: ["init(values"],
        tests: .at(
          "ProducerStyleTests/Core/SignalProducerTests.swift",
          "the producer's initialisers are tested together with the producer")),
      async: Spelling("`.async`", declares: ["var async"])),
    arity: 0, parameter: .subscriptionFrame,
    runs: "a, b and c from an array, then completion, for a subscriber that comes at frame n",
    rx: .record { o in .from(["a", "b", "c"]) },
    producer: .record { o in SignalProducer(values: ["a", "b", "c"]) },
    async: .record { o in ["a", "b", "c"].async },
    atlas: .creating,
    rows: [
      same("every element and completion when subscribed", [], 3, "---(abc|)"),
      same("at frame 0", [], 0, "(abc|)"),
    ])
}
