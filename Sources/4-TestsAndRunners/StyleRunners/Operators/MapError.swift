import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let mapError = Definition(
    Idea(
      "mapError", "MapError", .errors, "The failure transformed.",
      rx: nil,
      producer: Spelling("`mapError`", declares: ["func mapError"]),
      async: Spelling(
        "`mapError`", declares: ["func mapError"],
        tests: .named("MixedFailureTests", "`mapError` is tested among the operators that change the failure type"))),
    arity: 1, runs: "the failure replaced by one named E, drawn as {E} before its #",
    rx: .absent,
    producer: .record { o in o.first.mapError { _ in mappedFailure } },
    async: .record { o in o.first.mapError { _ in mappedFailure } },
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4),
    rows: [
      same("the failure renamed", ["-a-b-#"], "-a-b-({E}#)"),
      same("no failure, nothing changed", ["-a-b-|"], "-a-b-|"),
    ])
}
