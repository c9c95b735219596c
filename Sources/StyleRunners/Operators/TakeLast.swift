import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let takeLast = OperatorComparison(
    .takeLast,
    arity: 1,
    parameter: .count,
    runs: "the last n values, on completion",
    rx: .runs { o in o.record(o.first.takeLast(o.n)) },
    producer: .runs { o in o.record(o.first.take(last: o.n)) },
    async: .absent,
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", parameter: 2, disposedAt: 4)
      + .shown("fewer values than asked for", ["-a-|"], 3),
    rows: [
      differ("the last n on completion", ["-a-b-c-|"], 2, rx: "-------(bc|)", producer: "-------(bc|)", async: "n/a"),
      differ("failure drops them", ["-a-b-#"], 2, rx: "-----#", producer: "-----#", async: "n/a"),
    ])
}
