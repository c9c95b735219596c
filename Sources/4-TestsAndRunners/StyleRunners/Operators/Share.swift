import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let share = Definition(
    Idea(
      "share", "Share", .sharing, "One run of the source for every subscriber.",
      rx: Spelling("`share(replay:scope:)`", declares: ["func share"], runs: "share()"),
      producer: Spelling(
        "`replayLazily(upTo:)`", declares: ["func replayLazily"],
        source: .named("ReplayLazily", "ReactiveSwift's only sharing operator replays and is named for it"),
        runs: "replayLazily(upTo: 1)"),
      async: Spelling("`share()`", declares: ["func share"]), difference: "share",
      fileNameReason: "ReactiveSwift's only sharing operator replays and is named for it; it sits in `Multicasting/` "
        + "beside the others' `share`."),
    arity: 1, parameter: .lateSubscriptionFrame,
    runs: "one run shared; shows a second subscriber that comes at frame n",
    rx: .record { o in o.first.share() },
    producer: .record { o in o.first.replayLazily(upTo: 1) },
    async: .record { o in o.first.share() },
    atlas: .list(
      .shown("a subscriber from frame 0", ["-a-b-c-|"], 0),
      .shown("a late subscriber", ["-a-b-c-d|"], 4),
      .shown("a failure", ["-a-b-#"], 2),
      .shown("the empty source", ["|"], 0),
      .shown("a subscriber after the end", ["-a-|"], 4),
      .shown("disposed mid-stream", ["-a-b-c-|"], 0, disposedAt: 4)),
    rows: [
      differ(
        "a late subscriber", ["-a-b-c-d|"], 4, rx: "-----c-d|", producer: "----bc-d|", async: "-----c-d|",
        why: """
          RxSwift's `share()` and the async `share()` give a late subscriber only later values; \
          ReactiveSwift's sharing operator, `replayLazily(upTo: 1)`, replays the latest value first.
          """),
      differ(
        "a subscriber after the end", ["-a-|"], 4, rx: "-----a-|", producer: "----(a|)", async: "-----a-|",
        why: """
          After the shared run has ended, RxSwift's `share()` and the async `share()` start a new run for a \
          new subscriber; `replayLazily` replays the last value and the end.
          """),
      same("the first subscriber sees everything", ["-a-b|"], 0, "-a-b|"),
    ])
}
