import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let scan = Definition(
    Idea(
      "scan", "Scan", .transforming, "A running accumulation, one result a value.",
      rx: Spelling("`scan`", declares: ["func scan"]),
      producer: Spelling("`scan`", declares: ["func scan"]),
      async: Spelling("`scan`", declares: ["func scan"])),
    arity: 1, runs: "the count of values so far",
    rx: .record { o in o.first.scan(0) { count, _ in count + 1 }.map { String($0) } },
    producer: .record { o in o.first.scan(0) { count, _ in count + 1 }.map { String($0) } },
    async: .record { o in o.first.scan(0) { count, _ in count + 1 }.map { String($0) } },
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4),
    rows: [
      same("running count, then failure", ["-a-b-c-#"], "-1-2-3-#"),
      same("empty", ["--|"], "--|"),
    ])
}
