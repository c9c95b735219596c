import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let takeUntil = Definition(
    Idea(
      "takeUntil", "TakeUntil", .filtering, "The values until another stream sends one.",
      rx: Spelling("`take(until:)`", declares: ["func take"]),
      producer: Spelling("`take(until:)`", declares: ["func take(until:"]),
      async: nil, difference: "takeUntil"),
    arity: 2, runs: "the first input's values until the second sends a value",
    rx: .record { o in o.first.take(until: o.second) },
    producer: .record { o in o.first.take(until: o.trigger) },
    async: .absent,
    atlas: .triggered(disposedAt: 3),
    rows: [
      same("the trigger sends", ["-a-b-c-d-|", "----t|"], "-a-b|"),
      differ(
        "the trigger completes without a value", ["-a-b-c-|", "---|"], rx: "-a-b-c-|", producer: "-a-|", async: "n/a",
        why: """
          RxSwift's `take(until:)` ends on the trigger's first value only; ReactiveSwift's ends on its value \
          or its completion. The async style has no such operator.
          """),
      differ(
        "the trigger fails", ["-a-b-c-|", "---#"], rx: "-a-#", producer: "-a-|", async: "n/a",
        why: """
          RxSwift's `take(until:)` forwards the trigger's failure; ReactiveSwift's trigger is a \
          `SignalProducer<(), Never>` that cannot fail, so the run here ends it quietly, and `take(until:)` \
          completes on that end as on a value.
          """),
    ])
}
