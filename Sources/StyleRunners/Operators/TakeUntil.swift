import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let takeUntil = OperatorComparison(
    .takeUntil,
    arity: 2,
    runs: "the first input's values until the second sends a value",
    rx: .runs { o in o.record(o.first.take(until: o.second)) },
    producer: .runs { o in o.record(o.first.take(until: o.trigger)) },
    async: .absent,
    atlas: .triggered(disposedAt: 3),
    rows: [
      differ("the trigger sends", ["-a-b-c-d-|", "----t|"], rx: "-a-b|", producer: "-a-b|", async: "n/a"),
      differ(
        "the trigger completes without a value", ["-a-b-c-|", "---|"], rx: "-a-b-c-|", producer: "-a-|", async: "n/a",
        why:
          "RxSwift's `take(until:)` ends on the trigger's first value only; ReactiveSwift's ends on its value "
          + "or its completion. The async style has no such operator."),
      differ(
        "the trigger fails", ["-a-b-c-|", "---#"], rx: "-a-#", producer: "-a-|", async: "n/a",
        why:
          "RxSwift's `take(until:)` forwards the trigger's failure; ReactiveSwift's trigger is a "
          + "`SignalProducer<(), Never>` that cannot fail, so the run here ends it quietly, and `take(until:)` "
          + "completes on that end as on a value."),
    ])
}
