import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let map = OperatorComparison(
    .map,
    arity: 1,
    runs: "each value upper-cased",
    rx: .runs { o in o.record(o.first.map { $0.uppercased() }) },
    producer: .runs { o in o.record(o.first.map { $0.uppercased() }) },
    async: .runs { o in o.record(o.first.map { $0.uppercased() }) },
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4),
    rows: [
      same("values and completion", ["-a-b-|"], "-A-B-|"),
      same("failure", ["-a-#"], "-A-#"),
      same("empty and never ending", [""], ""),
      differ(
        "disposed mid-stream", ["-a-b-c-|"], disposedAt: 4, rx: "-A-B", producer: "-A-B!", async: "-A-B",
        why:
          "Disposing a ReactiveSwift start sends `interrupted` to the observer; an RxSwift disposal and a "
          + "cancelled task end silently.", idea: "disposal"),
    ])
}
