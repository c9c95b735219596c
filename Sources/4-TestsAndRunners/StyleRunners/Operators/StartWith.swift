import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let startWith = OperatorComparison(
    .startWith, arity: 1, runs: "s first",
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
