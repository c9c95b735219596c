import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let take = Definition(
    Idea(
      "take", "Take", .filtering, "The first values, then completion.",
      rx: Spelling("`take`", declares: ["func take"]),
      producer: Spelling("`take(first:)`", declares: ["func take(first:"]),
      async: Spelling("`prefix` (standard library)")),
    arity: 1, parameter: .count, runs: "the first n values",
    rx: .record { o in o.first.take(o.n) },
    producer: .record { o in o.first.take(first: o.n) },
    async: .record { o in o.first.prefix(o.n) },
    atlas: .unary("-a-b-c-d-|", failing: "-a-#", parameter: 2, disposedAt: 2)
      + .shown("fewer values than asked for", ["-a-|"], 3),
    rows: [
      same("completes with the n-th value", ["-a-b-c-|"], 2, "-a-(b|)"),
      same("failure before n values", ["-a-#"], 2, "-a-#"),
      same("completion before n values", ["-a|"], 2, "-a|"),
      disposed("disposed mid-stream", ["-a-b-c-|"], 2, at: 2, "-a"),
    ])
}
