import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let subscribeOn = Definition(
    Idea(
      "subscribeOn", "SubscribeOn", .scheduling, "The subscription made on a scheduler.",
      rx: Spelling("`subscribe(on:)`", declares: ["func subscribe(on:"]),
      producer: Spelling("`start(on:)`", declares: ["func start(on:"]),
      async: nil, difference: "subscribeOn"),
    arity: 1,
    runs: "the same events, subscribed on the test scheduler (the Rx one with RxTest's processing delay)",
    rx: .record { o in o.first.subscribe(on: o.scheduler) },
    producer: .record { o in o.first.start(on: o.scheduler) },
    async: .absent,
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4) + .shown("values in one frame", ["-(ab)-c|"]),
    rows: [
      differ(
        "the subscription a frame late", ["-a-b-c-|"], rx: "--a-b-c-|", producer: "-a-b-c-|", async: "n/a",
        why: """
          RxSwift's `subscribe(on:)` schedules the subscription, which RxTest's processing delay runs a tick \
          later, so the cold source starts, and every event comes, a frame late; ReactiveSwift's `start(on:)` \
          starts the producer within the same advance. The async style has no such operator.
          """),
      differ(
        "the failure a frame late", ["-a-b-#"], rx: "--a-b-#", producer: "-a-b-#", async: "n/a",
        why: """
          The failure belongs to the cold source that RxSwift subscribed a frame late, so it comes a frame late \
          with the values; `start(on:)` starts the source at frame 0.
          """),
      differ(
        "the empty source a frame late", ["|"], rx: "-|", producer: "|", async: "n/a",
        why: """
          RxSwift's scheduled subscription makes even an empty source complete at frame 1 on RxTest's \
          scheduler.
          """),
      differ(
        "events of one frame stay together", ["-(ab)-c|"], rx: "--(ab)-c|", producer: "-(ab)-c|", async: "n/a",
        why: """
          `subscribe(on:)` moves only the subscription: once subscribed, the source's events of one frame stay \
          together, a frame late, where `observe(on:)` spreads them over frames.
          """),
    ])
}
