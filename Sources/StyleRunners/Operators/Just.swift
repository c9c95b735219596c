import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let just = OperatorComparison(
    .just,
    arity: 0,
    parameter: .subscriptionFrame,
    runs: "a, then completion, for a subscriber that comes at frame n",
    rx: .runs { o in o.record(.just("a")) },
    producer: .runs { o in o.record(SignalProducer(value: "a")) },
    async: .runs { o in o.record(AsyncJust("a")) },
    atlas: .creating,
    rows: [
      same("the value and completion when subscribed", [], 3, "---(a|)")
    ])
}
