import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let `catch` = Definition(
    Idea(
      "catch", "Catch", .errors, "On failure, another stream or a value instead.",
      rx: Spelling("`catch`", declares: ["func `catch`"]),
      producer: Spelling("`flatMapError`", declares: ["func flatMapError"]),
      async: Spelling("`catch`", declares: ["func `catch`"])),
    arity: 2, runs: "on failure, continues with the second input",
    rx: .record { o in o.first.catch { [second = o.second] _ in second } },
    producer: .record { o in o.first.flatMapError { [second = o.second] _ in second } },
    async: .record { o in o.first.catch { [second = o.second] _ in second } },
    atlas: .list(
      .shown("values and completion, no failure", ["-a-b-|", "-1-2|"]),
      .shown("a failure: the replacement takes over", ["-a-b-#", "-1-2|"]),
      .shown("the replacement fails too", ["-a-#", "-1-#"]),
      .shown("the empty source", ["|", "-1-2|"]),
      .shown("disposed in the replacement", ["-a-#", "-1-2-3|"], disposedAt: 6)),
    rows: [
      same("continues with the replacement", ["-a-#", "-1-2|"], "-a--1-2|"),
      same("completion needs no replacement", ["-a-|", "-1-2|"], "-a-|"),
      same("the replacement fails", ["-a-#", "-1-#"], "-a--1-#"),
      disposed("disposed in the replacement", ["-a-#", "-1-2|"], at: 5, "-a--1"),
    ])
}
