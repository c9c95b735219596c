import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let withLatestFrom = Definition(
    Idea(
      "withLatestFrom", "WithLatestFrom", .combining, "Each value with the latest of another stream.",
      rx: Spelling("`withLatestFrom`", declares: ["func withLatestFrom"]),
      producer: Spelling("`withLatest(from:)`", declares: ["func withLatest(from:"]),
      async: Spelling("`withLatestFrom`", declares: ["func withLatestFrom"]), difference: "withLatestFrom"),
    arity: 2, edges: [.selectorFails, .feedback], runs: "{first second} on each value of the first",
    rx: .record { o in o.first.withLatestFrom(o.second, resultSelector: o.combine) },
    producer: .record { o in
      // The sampled producer cannot fail in this style; a failure there ends it quietly.
      o.first.withLatest(from: o.second.flatMapError { _ in SignalProducer<String, Never>.empty }).attemptMap(
        o.combine)
    },
    async: .record { o in o.first.withLatestFrom(o.second) { ($0, $1) }.map(o.combine) },
    atlas: .combining,
    rows: [
      differ(
        "same-instant values", ["-a--b--c|", "--1-2|"], rx: "----{b2}--{c2}|", producer: "----{b2}--{c2}|",
        async: "----{b1}--{c2}|",
        why: """
          RxSwift and ReactiveSwift subscribe to the sampled source first, so at a shared instant its value \
          is taken first; the async operator starts iterating the sampled sequence after its base.
          """),
      same("no value sampled yet", ["-a|", "--1|"], "--|"),
      differ(
        "the sampled source fails", ["-a--b--c|", "--1#"], rx: "---#", producer: "----{b1}--{c1}|", async: "---#",
        why: """
          A failure of the sampled source fails the result in RxSwift and the async style; in ReactiveSwift \
          the sampled producer cannot fail (`Never`), so the run here ends it quietly.
          """),
      same("the source fails", ["-a-#", "1|"], "-{a1}-#"),
      same("the selector fails on the sampling value", ["-a-f-|", "1|"], adding: failsOnF, "-{a1}-#"),
      same("the selector fails on the sampled value", ["-a--b|", "1-f|"], adding: failsOnF, "-{a1}--#"),
      same("a value sent back samples in the same frame", ["-a---|", "1|"], adding: backOn("{a1}"), "-({a1}{b1})---|"),
    ])
}
