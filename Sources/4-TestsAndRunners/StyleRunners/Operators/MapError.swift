import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let mapError = OperatorComparison(
    .mapError, arity: 1, runs: "the failure replaced by one named E, drawn as {E} before its #",
    rx: .absent,
    producer: .record { o in o.first.mapError { _ in mappedFailure } },
    async: .record { o in o.first.mapError { _ in mappedFailure } },
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4),
    rows: [
      same("the failure renamed", ["-a-b-#"], "-a-b-({E}#)"),
      same("no failure, nothing changed", ["-a-b-|"], "-a-b-|"),
    ])
}
