import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let catchAndReturn = Definition(
    Idea(
      "catchAndReturn", "CatchAndReturn", .errors, "On failure, one value, then completion.",
      rx: Spelling(
        "`catchAndReturn`", declares: ["func catchAndReturn"],
        source: .named("Catch", "a form of `catch`, written beside it")),
      producer: Spelling("`flatMapError { _ in SignalProducer(value: …) }`"),
      async: Spelling(
        "`replaceError(with:)`", declares: ["func replaceError(with:"],
        source: .named("Catch", "a form of `catch`, written beside it"))),
    arity: 1, runs: "on failure, r, then completion",
    rx: .record { o in o.first.catchAndReturn("r") },
    producer: .record { o in o.first.flatMapError { _ in SignalProducer(value: "r") } },
    async: .record { o in o.first.replaceError(with: "r") },
    atlas: .list(
      .shown("values and completion, no failure", ["-a-b-|"]),
      .shown("a failure: r instead", ["-a-b-#"]),
      .shown("the empty source", ["|"]),
      .shown("disposed mid-stream", ["-a-b-c-|"], disposedAt: 4)),
    rows: [
      same("a failure: r, then completion", ["-a-b-#"], "-a-b-(r|)"),
      same("no failure", ["-a-b-|"], "-a-b-|"),
    ])
}
