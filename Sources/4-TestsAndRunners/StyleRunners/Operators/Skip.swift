import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let skip = Definition(
    Idea(
      "skip", "Skip", .filtering, "All but the first values.",
      rx: Spelling("`skip`", declares: ["func skip"]),
      producer: Spelling("`skip(first:)`", declares: ["func skip(first:"]),
      async: Spelling("`dropFirst` (standard library)")),
    arity: 1, parameter: .count, runs: "all but the first n values",
    rx: .record { o in o.first.skip(o.n) },
    producer: .record { o in o.first.skip(first: o.n) },
    async: .record { o in o.first.dropFirst(o.n) },
    atlas: .unary("-a-b-c-d-|", failing: "-a-b-c-#", parameter: 2, disposedAt: 4)
      + .shown("fewer values than skipped", ["-a-|"], 3),
    rows: [
      same("the first n values dropped", ["-a-b-c-|"], 2, "-----c-|"),
      same("failure", ["-a-#"], 2, "---#"),
      same("empty", [""], 1, ""),
    ])
}
