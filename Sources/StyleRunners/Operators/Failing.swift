import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let failing = OperatorComparison(
    .failing,
    arity: 0,
    parameter: .subscriptionFrame,
    runs: "a failure, for a subscriber that comes at frame n",
    rx: .runs { o in o.record(.error(inputFailure)) },
    producer: .runs { o in o.record(SignalProducer(error: inputFailure)) },
    async: .runs { o in o.record(AsyncThrowingStream<String, any Error> { $0.finish(throwing: inputFailure) }) },
    atlas: .creating,
    rows: [
      same("failure when subscribed", [], 3, "---#")
    ])
}
