import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let map = Definition(
    Idea(
      "map", "Map", .transforming, "Each value transformed.",
      rx: Spelling("`map`", declares: ["func map"]),
      producer: Spelling("`map`", declares: ["func map"]),
      async: Spelling("`map`", declares: ["func map"])),
    arity: 1, runs: "each value upper-cased",
    rx: .record { o in o.first.map { $0.uppercased() } },
    producer: .record { o in o.first.map { $0.uppercased() } },
    async: .record { o in o.first.map { $0.uppercased() } },
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4),
    rows: [
      same("values and completion", ["-a-b-|"], "-A-B-|"),
      same("failure", ["-a-#"], "-A-#"),
      same("empty and never ending", [""], ""),
      disposed(
        "disposed mid-stream", ["-a-b-c-|"], at: 4, "-A-B",
        why: """
          Disposing a ReactiveSwift start sends `interrupted` to the observer; an RxSwift disposal and a \
          cancelled task end silently.
          """, idea: "disposal"),
    ])
}
