import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let delay = Definition(
    Idea(
      "delay", "Delay", .time, "Every event later by a fixed time.",
      rx: Spelling("`delay`", declares: ["func delay"]),
      producer: Spelling("`delay`", declares: ["func delay"]),
      async: Spelling("`delay`", declares: ["func delay"]), difference: "delay"),
    arity: 1, parameter: .frames, edges: [.feedback], runs: "everything n frames later",
    rx: .record { o in o.first.delay(o.interval, scheduler: o.scheduler) },
    producer: .record { o in o.first.delay(o.interval, on: o.scheduler) },
    async: .record { o in o.first.delay(for: o.interval, clock: o.clock) },
    atlas: .timed(),
    rows: [
      differ(
        "values and completion", ["-a-b-|"], 2, rx: "---a-b-|", producer: "---a-b-|", async: "---a-(b|)",
        why: """
          RxSwift and ReactiveSwift delay completion like a value; the async delay sleeps per element and \
          finishes as soon as the base has finished and the last element is out.
          """),
      differ(
        "failure", ["-a-#"], 2, rx: "---#", producer: "---(a#)", async: "---(a#)",
        why: """
          RxSwift forwards a failure at once and drops the values still waiting; ReactiveSwift schedules the \
          failure after them, and the async delay emits the pending element before throwing.
          """),
      disposed("disposed mid-stream", ["-a-b-|"], 2, at: 4, "---a"),
      same("a failure after a value", ["-a--#"], 2, "---a#"),
      same(
        "a value sent back from the delayed emission is delayed too", ["-a------"], 2, adding: backOn("a"), "---a-b"),
    ])
}
