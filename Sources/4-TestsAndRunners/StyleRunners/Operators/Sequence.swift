import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let sequence = OperatorComparison(
    .sequence, arity: 0, parameter: .subscriptionFrame,
    runs: "a, b and c from an array, then completion, for a subscriber that comes at frame n",
    rx: .record { o in .from(["a", "b", "c"]) },
    producer: .record { o in SignalProducer(values: ["a", "b", "c"]) },
    async: .record { o in ["a", "b", "c"].async },
    atlas: .creating,
    rows: [
      same("every element and completion when subscribed", [], 3, "---(abc|)"),
      same("at frame 0", [], 0, "(abc|)"),
    ])
}
