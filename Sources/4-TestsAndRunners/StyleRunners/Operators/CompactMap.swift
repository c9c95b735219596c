import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let compactMap = Definition(
    Idea(
      "compactMap", "CompactMap", .transforming, "Each value transformed, `nil` results dropped.",
      rx: Spelling("`compactMap`", declares: ["func compactMap"]),
      producer: Spelling("`compactMap`", declares: ["func compactMap"]),
      async: Spelling("`compactMap`", declares: ["func compactMap"])),
    arity: 1, runs: "each value upper-cased, x dropped (its transform gives nil)",
    rx: .record { o in o.first.compactMap { $0 == "x" ? nil : $0.uppercased() } },
    producer: .record { o in o.first.compactMap { $0 == "x" ? nil : $0.uppercased() } },
    async: .record { o in o.first.compactMap { $0 == "x" ? nil : $0.uppercased() } },
    atlas: .unary("-a-x-b-|", failing: "-a-x-#", disposedAt: 4),
    rows: [
      same("nil results dropped", ["-a-x-b-|"], "-A---B-|"),
      same("failure after a dropped value", ["-a-x-#"], "-A---#"),
    ])
}
