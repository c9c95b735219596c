import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let filter = Definition(
    Idea(
      "filter", "Filter", .filtering, "The values that pass a test.",
      rx: Spelling("`filter`", declares: ["func filter"]),
      producer: Spelling("`filter`", declares: ["func filter"]),
      async: Spelling("`filter`", declares: ["func filter"])),
    arity: 1, runs: "every value but x",
    rx: .record { o in o.first.filter { $0 != "x" } },
    producer: .record { o in o.first.filter { $0 != "x" } },
    async: .record { o in o.first.filter { $0 != "x" } },
    atlas: .unary("-a-x-b-x-|", failing: "-a-x-#", disposedAt: 5),
    rows: [
      same("values and completion", ["-a-x-b-|"], "-a---b-|"),
      same("failure after a dropped value", ["-x-#"], "---#"),
      same("empty", ["|"], "|"),
    ])
}
