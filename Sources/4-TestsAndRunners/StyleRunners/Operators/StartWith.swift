import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let startWith = Definition(
    Idea(
      "startWith", "StartWith", .combining, "Values sent first, before the source's.",
      rx: Spelling("`startWith`", declares: ["func startWith"]),
      producer: Spelling("`prefix(value:)`, `prefix(_:)`", declares: ["func prefix(value:"]),
      async: Spelling("`startWith`", declares: ["func startWith"])),
    arity: 1, runs: "s first",
    rx: .record { o in o.first.startWith("s") },
    producer: .record { o in o.first.prefix(value: "s") },
    async: .record { o in o.first.startWith("s") },
    atlas: .unary("--a-b-|", failing: "--a-#", disposedAt: 3),
    rows: [
      same("prefix at subscription", ["--a-|"], "s-a-|"),
      same("failure", ["--#"], "s-#"),
      same("never ending", [""], "s"),
    ])
}
