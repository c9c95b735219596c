import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let adjacentPairs = Definition(
    Idea(
      "adjacentPairs", "AdjacentPairs", .transforming, "Each value from the second on, with the one before it.",
      rx: nil,
      producer: Spelling(
        "`combinePrevious()`, from a first previous value `combinePrevious(_:)`", declares: ["func combinePrevious"]),
      async: Spelling("`adjacentPairs()`", declares: ["func adjacentPairs"])),
    arity: 1, runs: "each value from the second on, paired with the one before it, {ab}",
    rx: .absent,
    producer: .record { o in o.first.combinePrevious().map { "{" + $0.0 + $0.1 + "}" } },
    async: .record { o in o.first.adjacentPairs().map { "{" + $0.0 + $0.1 + "}" } },
    atlas: .unary("-a-b-c-d-|", failing: "-a-b-c-#", disposedAt: 6) + .shown("one value, no pair", ["-a-|"]),
    rows: [
      same("pairs from the second value on", ["-a-b-c-|"], "---{ab}-{bc}-|"),
      same("a failure after a pair", ["-a-b-#"], "---{ab}-#"),
      same("one value makes no pair", ["-a-|"], "---|"),
      same("empty", ["--|"], "--|"),
      disposed("disposed mid-stream", ["-a-b-c-|"], at: 4, "---{ab}"),
    ])
}
