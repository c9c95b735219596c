import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let takeLast = Definition(
    Idea(
      "takeLast", "TakeLast", .filtering, "The last values, on completion.",
      rx: Spelling("`takeLast`", declares: ["func takeLast"]),
      producer: Spelling("`take(last:)`", declares: ["func take(last:"]),
      async: Spelling("`suffix(_:)`", declares: ["func suffix"])),
    arity: 1, parameter: .count, runs: "the last n values, on completion",
    rx: .record { o in o.first.takeLast(o.n) },
    producer: .record { o in o.first.take(last: o.n) },
    async: .record { o in o.first.suffix(o.n) },
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", parameter: 2, disposedAt: 4)
      + .shown("fewer values than asked for", ["-a-|"], 3),
    rows: [
      same("the last n on completion", ["-a-b-c-|"], 2, "-------(bc|)"),
      same("failure drops them", ["-a-b-#"], 2, "-----#"),
      same("fewer values than asked for", ["-a-|"], 3, "---(a|)"),
      disposed("disposed mid-stream", ["-a-b-c-|"], 2, at: 4, ""),
    ])
}
