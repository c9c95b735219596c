import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let empty = Definition(
    Idea(
      "empty", "Empty, never", .creating, "A stream that completes at once, or never ends.",
      rx: Spelling("`empty()`, `never()`", declares: ["static func empty", "static func never"]),
      producer: Spelling(
        "`.empty`, `.never`", declares: ["static var empty", "static var never"],
        source: .at(
          "ProducerStyle/Core/SignalProducer.swift",
          "`.empty` and `.never` are static members of `SignalProducer`, declared with the type")),
      async: nil),
    arity: 0, parameter: .subscriptionFrame, runs: "completion, for a subscriber that comes at frame n",
    rx: .record { o in .empty() },
    producer: .record { o in .empty },
    async: .absent,
    atlas: .creating,
    rows: [
      same("completion when subscribed", [], 3, "---|")
    ])
}
