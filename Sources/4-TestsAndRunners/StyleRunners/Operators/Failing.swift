import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let failing = OperatorComparison(
    .failing, arity: 0, parameter: .subscriptionFrame, runs: "a failure, for a subscriber that comes at frame n",
    rx: .record { o in .error(inputFailure) },
    producer: .record { o in SignalProducer(error: inputFailure) },
    async: .record { o in AsyncThrowingStream<String, any Error> { $0.finish(throwing: inputFailure) } },
    atlas: .creating,
    rows: [
      same("failure when subscribed", [], 3, "---#")
    ])
}
