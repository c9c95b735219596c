import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let observeOn = Definition(
    Idea(
      "observeOn", "ObserveOn", .scheduling, "Events delivered on a scheduler.",
      rx: Spelling("`observe(on:)`", declares: ["func observe(on:"]),
      producer: Spelling("`observe(on:)`", declares: ["func observe(on:"]),
      async: Spelling("— (the consumer's executor)"), difference: "observeOn"),
    arity: 1,
    runs: """
      the same events, delivered on the test scheduler (the Rx one with RxTest's processing delay); the async \
      row is the sequence itself
      """,
    rx: .record { o in o.first.observe(on: o.scheduler) },
    producer: .record { o in o.first.observe(on: o.scheduler) },
    async: .record { o in
      // No operator: a consumer gets the elements on its own executor, so the sequence is drawn as it is.
      return o.first
    },
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4) + .shown("values in one frame", ["-(ab)-c|"]),
    rows: [
      differ(
        "each event a frame late", ["-a-b-c-|"], rx: "--a-b-c-|", producer: "-a-b-c-|", async: "-a-b-c-|",
        why: """
          RxTest's `TestScheduler`, with its default processing delay, runs work scheduled for now one tick \
          later, so RxSwift's `observe(on:)` delivers each event a frame late; ReactiveSwift's `TestScheduler` \
          runs it within the same advance, so nothing moves. The async style has no such operator: a \
          consumer gets the elements on its own executor, so its row is the sequence itself.
          """),
      differ(
        "events of one frame leave one a frame", ["-(ab)-c|"], rx: "--abc|", producer: "-(ab)-c|", async: "-(ab)-c|",
        why: """
          RxSwift's `observe(on:)` drains its queue by rescheduling itself once per event, and on RxTest's \
          scheduler each rescheduling costs a tick: two events of one frame leave a frame apart, and the \
          ones after them queue behind; ReactiveSwift delivers them in their frame.
          """),
      differ(
        "the failure a frame late", ["-a-b-#"], rx: "--a-b-#", producer: "-a-b-#", async: "-a-b-#",
        why: """
          RxSwift's `observe(on:)` schedules a failure as it does a value, so on RxTest's scheduler it too \
          comes a frame late, behind the values queued before it.
          """),
      differ(
        "the empty source's completion a frame late", ["|"], rx: "-|", producer: "|", async: "|",
        why: """
          Even an empty source's completion goes through RxSwift's scheduled delivery and comes at frame 1 on \
          RxTest's scheduler; ReactiveSwift's comes at frame 0.
          """),
    ])
}
