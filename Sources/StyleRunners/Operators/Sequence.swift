import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let sequence = OperatorComparison(
    .sequence,
    arity: 0,
    parameter: .subscriptionFrame,
    runs: "a, b and c from an array, then completion, for a subscriber that comes at frame n",
    rx: .runs { o in o.record(.from(["a", "b", "c"])) },
    producer: .runs { o in o.record(SignalProducer(values: ["a", "b", "c"])) },
    async: .runs { o in o.record(["a", "b", "c"].async) },
    atlas: .creating,
    rows: [
      same("every element and completion when subscribed", [], 3, "---(abc|)"),
      same("at frame 0", [], 0, "(abc|)"),
    ])
}
