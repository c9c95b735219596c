import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let retry = Definition(
    Idea(
      "retry", "Retry", .errors, "On failure, the source started again.",
      rx: Spelling("`retry`", declares: ["func retry"]),
      producer: Spelling("`retry(upTo:)`", declares: ["func retry(upTo:"], source: .ownFolder),
      async: Spelling("`retry`", declares: ["func retry"]), difference: "retry"),
    arity: 1, parameter: .attempts, runs: "on failure, starts again, n as each style counts it",
    rx: .record { o in o.first.retry(o.n) },
    producer: .record { o in o.first.retry(upTo: o.n) },
    async: .record { o in o.first.retry(o.n) },
    atlas: .list(
      .shown("values and completion", ["-a-b-|"], 2),
      .shown("a failure: the source again", ["-a-#"], 2),
      .shown("the empty source", ["|"], 2),
      .shown("disposed during the second run", ["-a-#"], 2, disposedAt: 5)),
    rows: [
      differ(
        "fails every time", ["-a-#"], 2, rx: "-a--a-#", producer: "-a--a--a-#", async: "-a--a-#",
        why: """
          RxSwift's `retry(2)` and the async `retry(2)` count attempts (2 runs); ReactiveSwift's \
          `retry(upTo: 2)` counts retries (3 runs).
          """),
      same("completes the first time", ["-a-b|"], 2, "-a-b|"),
    ])
}
