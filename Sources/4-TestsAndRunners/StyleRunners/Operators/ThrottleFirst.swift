import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let throttleFirst = Definition(
    Idea(
      "throttleFirst", "Throttle (first)", .time, "At most one value a period, the first.",
      rx: Spelling(
        "`throttle(latest: false)`", declares: ["func throttle"],
        source: .named("Throttle", "`throttle(latest: false)` is an argument of `throttle`"), uses: "latest: false"),
      producer: nil,
      async: Spelling(
        "`throttle(latest: false)`", declares: ["func throttle"],
        source: .named("Throttle", "`throttle(latest: false)` is an argument of `throttle`"), uses: "latest: false"),
      difference: "throttleFirst"),
    arity: 1, parameter: .frames, edges: [.feedback], runs: "at most one value per n frames, the first",
    rx: .record { o in o.first.throttle(o.interval, latest: false, scheduler: o.scheduler) },
    producer: .absent,
    async: .record { o in o.first.throttle(for: o.interval, clock: o.clock, latest: false) },
    atlas: .timed(),
    rows: [
      differ(
        "completion inside the window", ["ab|"], 3, rx: "a-|", producer: "n/a", async: "a--(b|)",
        why: """
          With `latest: false` RxSwift drops a value inside the window, so nothing is left when it ends; the \
          async throttle holds the window's first value and sends it when the window ends, then finishes.
          """),
      differ(
        "first of each window", ["ab-c-d---e|"], 3, rx: "a--c-----e|", producer: "n/a", async: "a--b-----d|",
        why: """
          RxSwift's `latest: false` drops values inside the window and sends the next one after it; \
          swift-async-algorithms sends the first value held since the last emission; ReactiveSwift has one mode.
          """),
      differ(
        "a value sent back lands in the window just opened", ["-a-----|"], 2, adding: backOn("a"), rx: "-a-----|",
        producer: "n/a", async: "-a-----(b|)",
        why: """
          RxSwift's `latest: false` drops `b`, which comes back inside the window that `a` opened; the async \
          throttle holds it as the window's first element and sends it at the end.
          """),
    ])
}
