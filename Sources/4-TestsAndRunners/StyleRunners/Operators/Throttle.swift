import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let throttle = Definition(
    Idea(
      "throttle", "Throttle", .time, "At most one value a period, the latest.",
      rx: Spelling("`throttle(latest: true)`", declares: ["func throttle"]),
      producer: Spelling("`throttle`", declares: ["func throttle"]),
      async: Spelling("`throttle(latest: true)`", declares: ["func throttle"]), difference: "throttle"),
    arity: 1, parameter: .frames, edges: [.feedback], runs: "at most one value per n frames, the latest",
    rx: .record { o in o.first.throttle(o.interval, latest: true, scheduler: o.scheduler) },
    producer: .record { o in o.first.throttle(o.interval, on: o.scheduler) },
    async: .record { o in o.first.throttle(for: o.interval, clock: o.clock, latest: true) },
    atlas: .timed(),
    rows: [
      differ(
        "latest of each window", ["ab-c-d---e|"], 3, rx: "a--c--d--e|", producer: "a--c--d--e|", async: "a--c-----e|",
        why: """
          RxSwift and ReactiveSwift send a held value when the window ends, on a timer; swift-async-algorithms \
          decides when an element arrives, so `d` is replaced by `e` that comes after the window.
          """),
      differ(
        "completion inside the window", ["ab|"], 3, rx: "a--(b|)", producer: "a-|", async: "a--(b|)",
        why: """
          RxSwift and the async throttle keep the completion until the held value has gone out at the end \
          of the window; ReactiveSwift drops the held value and completes at once.
          """),
      same("failure inside the window", ["ab#"], 3, "a-#"),
      same("a burst over several windows", ["abcdefg|"], 3, "a--d--g|"),
      differ(
        "a value sent back lands in the window just opened", ["-a-----|"], 2, adding: backOn("a"), rx: "-a-b---|",
        producer: "-a-b---|", async: "-a-----(b|)",
        why: """
          `b`, sent back from inside the delivery of `a`, lands in the window that `a` opened: RxSwift and \
          ReactiveSwift send it when the window ends, on a timer; the async throttle decides only when an \
          element arrives, so `b` waits for the end.
          """),
    ])
}
