import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let distinct = Definition(
    Idea(
      "distinctUntilChanged", "DistinctUntilChanged", .filtering, "A value equal to the previous one dropped.",
      rx: Spelling("`distinctUntilChanged`", declares: ["func distinctUntilChanged"]),
      producer: Spelling("`skipRepeats`", declares: ["func skipRepeats"]),
      async: Spelling("`removeDuplicates`", declares: ["func removeDuplicates"])),
    arity: 1, runs: "drops a value equal to the previous one",
    rx: .record { o in o.first.distinctUntilChanged() },
    producer: .record { o in o.first.skipRepeats() },
    async: .record { o in o.first.removeDuplicates() },
    atlas: .unary("-a-a-b-b-a-|", failing: "-a-a-#", disposedAt: 6) + .shown("every value the same", ["-a-a-a-|"]),
    rows: [
      same("repeats dropped, a later equal value kept", ["-a-a-b-b-a|"], "-a---b---a|"),
      same("same-frame repeats", ["(aab)|"], "(ab)|"),
    ])
}
