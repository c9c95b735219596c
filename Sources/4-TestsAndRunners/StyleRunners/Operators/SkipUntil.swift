import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let skipUntil = Definition(
    Idea(
      "skipUntil", "SkipUntil", .filtering, "The values after another stream sends one.",
      rx: Spelling("`skip(until:)`", declares: ["func skip"]),
      producer: Spelling("`skip(until:)`", declares: ["func skip(until:"]),
      async: nil, difference: "skipUntil"),
    arity: 2, runs: "the first input's values once the second has sent a value",
    rx: .record { o in o.first.skip(until: o.second) },
    producer: .record { o in o.first.skip(until: o.trigger) },
    async: .absent,
    atlas: .triggered(disposedAt: 6),
    rows: [
      same("the trigger sends", ["-a-b-c-d-|", "----t|"], "-----c-d-|"),
      differ(
        "the trigger completes without a value", ["-a-b-c-|", "---|"], rx: "", producer: "---b-c-|", async: "n/a",
        why: """
          RxSwift's `skip(until:)` starts forwarding on the trigger's first value only, and drops the \
          completion before it; ReactiveSwift's starts on its value or its completion.
          """),
      differ(
        "the source fails before the trigger", ["-a-#", "------t|"], rx: "---#", producer: "", async: "n/a",
        why: """
          RxSwift forwards a failure of the source at once; ReactiveSwift observes the source only once the \
          trigger has fired, so a failure before it is not forwarded.
          """),
    ])
}
