import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let empty = OperatorComparison(
    .empty, arity: 0, parameter: .subscriptionFrame, runs: "completion, for a subscriber that comes at frame n",
    rx: .record { o in .empty() },
    producer: .record { o in .empty },
    async: .absent,
    atlas: .creating,
    rows: [
      same("completion when subscribed", [], 3, "---|")
    ])
}
