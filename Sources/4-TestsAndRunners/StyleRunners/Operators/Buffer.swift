import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let buffer = Definition(
    Idea(
      "buffer", "Buffer", .transforming, "Values in groups, by count or by time.",
      rx: Spelling("`buffer(timeSpan:count:scheduler:)`", declares: ["func buffer"], runs: "buffer(timeSpan:count:)"),
      producer: Spelling(
        "`collect(every:on:)`, by count `collect(count:)`", declares: ["func collect"], runs: "collect(count:)"),
      async: Spelling(
        "`buffer(timeSpan:count:clock:)`, by count `chunks(ofCount:)`", declares: ["func buffer"],
        runs: "buffer(timeSpan:count:)")),
    arity: 1, parameter: .count, runs: "groups of n values, {ab}",
    rx: .record { o in
      o.first.buffer(timeSpan: .seconds(o.scenario.horizon * 2), count: o.n, scheduler: o.scheduler).map {
        "{" + $0.joined() + "}"
      }
    },
    producer: .record { o in o.first.collect(count: o.n).map { "{" + $0.joined() + "}" } },
    async: .record { o in
      let span = Duration.seconds(o.scenario.horizon * 2)
      return o.first.buffer(timeSpan: span, count: o.n, clock: o.clock).map { "{" + $0.joined() + "}" }
    },
    atlas: .unary("-a-b-c-d-e-|", failing: "-a-b-c-#", parameter: 2, disposedAt: 6),
    rows: [
      same("groups, the rest on completion", ["-a-b-c-d-e|"], 2, "---{ab}---{cd}--({e}|)"),
      same("failure drops the partial group", ["-a-b-c#"], 2, "---{ab}--#"),
      disposed("disposed mid-stream", ["-a-b-c|"], 2, at: 4, "---{ab}"),
    ])
}
