import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let timeout = Definition(
    Idea(
      "timeout", "Timeout", .time, "A failure when an event takes too long.",
      rx: Spelling("`timeout`", declares: ["func timeout"]),
      producer: Spelling("`timeout(after:raising:)`", declares: ["func timeout(after:"]),
      async: Spelling("`timeout(after:)`", declares: ["func timeout(after:"]), difference: "timeout"),
    arity: 1, parameter: .frames, edges: [.feedback], runs: "fails when n frames pass without an event",
    rx: .record { o in o.first.timeout(o.interval, scheduler: o.scheduler) },
    producer: .record { o in
      o.first.timeout(after: o.interval, raising: MarbleFailure("timeout"), on: o.scheduler)
    },
    async: .record { o in o.first.timeout(after: o.interval, clock: o.clock) },
    atlas: .timed(
      window: 3, values: "-a--b-c|", inWindow: "-a----b|", ending: "-a-b|",
      inWindowTitle: "a gap longer than the window"),
    rows: [
      differ(
        "a gap longer than the limit", ["-a----b|"], 3, rx: "-a--#", producer: "-a-#", async: "-a--#",
        why: """
          RxSwift and the async timeout limit the time between events; ReactiveSwift's `timeout(after:)` \
          limits the whole run from the start.
          """),
      same("completes in time", ["-a|"], 3, "-a|"),
      same("never ending and empty", [""], 3, "---#"),
      disposed("disposed before the limit", ["-a-b-c|"], 3, at: 2, "-a"),
      differ(
        "a value sent back restarts the limit once", ["-a-----|"], 3, adding: backOn("a"), rx: "-(ab)--#",
        producer: "-(ab)-#", async: "-(ab)--#",
        why: """
          RxSwift and the async timeout restart the limit at `b`, sent back from inside the delivery of `a`, \
          and fail 3 frames later; ReactiveSwift's `timeout(after:)` limits the whole run from the start.
          """),
    ])
}
