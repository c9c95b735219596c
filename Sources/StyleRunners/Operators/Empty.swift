import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let empty = OperatorComparison(
    .empty,
    arity: 0,
    parameter: .subscriptionFrame,
    runs: "completion, for a subscriber that comes at frame n",
    rx: .runs { o in o.record(.empty()) },
    producer: .runs { o in o.record(.empty) },
    async: .absent,
    atlas: .creating,
    rows: [
      differ("completion when subscribed", [], 3, rx: "---|", producer: "---|", async: "n/a")
    ])
}
