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
    async: .runs { o in o.record(o.first.suffix(o.n)) },
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", parameter: 2, disposedAt: 4)
      + .shown("fewer values than asked for", ["-a-|"], 3),
    rows: [
      same("the last n on completion", ["-a-b-c-|"], 2, "-------(bc|)"),
      same("failure drops them", ["-a-b-#"], 2, "-----#"),
      same("fewer values than asked for", ["-a-|"], 3, "---(a|)"),
      differ("disposed mid-stream", ["-a-b-c-|"], 2, disposedAt: 4, rx: "", producer: "----!", async: ""),
    ])
}
