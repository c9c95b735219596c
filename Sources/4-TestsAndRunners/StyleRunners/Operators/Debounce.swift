import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let debounce = Definition(
    Idea(
      "debounce", "Debounce", .time, "A value once a quiet period has passed after it.",
      rx: Spelling("`debounce`", declares: ["func debounce"]),
      producer: Spelling("`debounce`", declares: ["func debounce"]),
      async: Spelling("`debounce`", declares: ["func debounce"]), difference: "debounce"),
    arity: 1, parameter: .frames, edges: [.feedback], runs: "a value once n frames pass without another",
    rx: .record { o in o.first.debounce(o.interval, scheduler: o.scheduler) },
    producer: .record { o in o.first.debounce(o.interval, on: o.scheduler) },
    async: .record { o in o.first.debounce(for: o.interval, clock: o.clock) },
    atlas: .timed(),
    rows: [
      same("quiet periods", ["a-b---c--|"], 2, "----b---c|"),
      differ(
        "completion inside the window", ["a-b---c|"], 2, rx: "----b--(c|)", producer: "----b--|", async: "----b--(c|)",
        why: """
          On completion RxSwift and swift-async-algorithms emit the value still waiting; ReactiveSwift's \
          debounce drops it (`discardWhenCompleted: true` by default).
          """),
      same("failure inside the window", ["a-b#"], 3, "---#"),
      same("empty", [""], 3, ""),
      same("a burst, then a lone value", ["abc-d--|"], 2, "------d|"),
      disposed("disposed inside the window", ["a-b---c--|"], 2, at: 3, ""),
      same(
        "a value sent back from the timer's emission opens a new window", ["-a------|"], 2, adding: backOn("a"),
        "---a-b--|"),
    ])
}
