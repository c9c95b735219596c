import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let mapError = OperatorComparison(
    .mapError,
    arity: 1,
    runs: "the failure replaced by one named E, drawn as {E} before its #",
    rx: .absent,
    producer: .runs { o in o.record(o.first.mapError { _ in mappedFailure }) },
    async: .runs { o in o.record(o.first.mapError { _ in mappedFailure }) },
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4),
    rows: [
      differ("the failure renamed", ["-a-b-#"], rx: "n/a", producer: "-a-b-({E}#)", async: "-a-b-({E}#)"),
      differ("no failure, nothing changed", ["-a-b-|"], rx: "n/a", producer: "-a-b-|", async: "-a-b-|"),
    ])
}
