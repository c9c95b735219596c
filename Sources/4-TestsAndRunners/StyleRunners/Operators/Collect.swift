import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let collect = Definition(
    Idea(
      "collect", "Collect", .transforming, "Every value in one array, on completion.",
      rx: Spelling("`toArray`", declares: ["func toArray"]),
      producer: Spelling("`collect()`", declares: ["func collect"]),
      async: Spelling("`collect()`", declares: ["func collect"])),
    arity: 1, runs: "every value in one {…}, on completion",
    rx: .record { o in o.first.toArray().map { "{" + $0.joined() + "}" }.asObservable() },
    producer: .record { o in o.first.collect().map { "{" + $0.joined() + "}" } },
    async: .record { o in o.first.collect().map { "{" + $0.joined() + "}" } },
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4),
    rows: [
      same("one array on completion", ["-a-b-c-|"], "-------({abc}|)"),
      same("the empty source gives an empty array", ["|"], "({}|)"),
      same("failure drops the values", ["-a-b-#"], "-----#"),
    ])
}
