import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let just = OperatorComparison(
    .just, arity: 0, parameter: .subscriptionFrame, runs: "a, then completion, for a subscriber that comes at frame n",
    rx: .record { o in .just("a") },
    producer: .record { o in SignalProducer(value: "a") },
    async: .record { o in AsyncJust("a") },
    atlas: .creating,
    rows: [
      same("the value and completion when subscribed", [], 3, "---(a|)")
    ])
}
