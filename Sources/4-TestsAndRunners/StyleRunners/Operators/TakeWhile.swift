import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let takeWhile = Definition(
    Idea(
      "takeWhile", "TakeWhile", .filtering, "The values while they pass a test, then completion.",
      rx: Spelling(
        "`take(while:)`", declares: ["func take(while:"], source: .named("Take", "a form of `take`, written beside it")),
      producer: Spelling(
        "`take(while:)`", declares: ["func take(while:"], source: .named("Take", "a form of `take`, written beside it")),
      async: Spelling("`prefix(while:)` (standard library)")),
    arity: 1, runs: "the values before the first x, then completion",
    rx: .record { o in o.first.take(while: { $0 != "x" }) },
    producer: .record { o in o.first.take(while: { $0 != "x" }) },
    async: .record { o in
      // Safety of `try!`: making the sequence runs nothing, so nothing is thrown.
      return try! prefixBeforeX(o.first)
    },
    atlas: .unary("-a-b-x-c-|", failing: "-a-b-#", disposedAt: 4) + .shown("every value passes the test", ["-a-b-|"]),
    rows: [
      same("completes at the first value that fails the test", ["-a-b-x-c-|"], "-a-b-|"),
      same("failure while every value passes", ["-a-#"], "-a-#"),
      same("the empty source", ["|"], "|"),
    ])
}
