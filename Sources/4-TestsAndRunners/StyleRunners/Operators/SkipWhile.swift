import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let skipWhile = Definition(
    Idea(
      "skipWhile", "SkipWhile", .filtering, "The values from the first that fails a test.",
      rx: Spelling(
        "`skip(while:)`", declares: ["func skip(while:"], source: .named("Skip", "a form of `skip`, written beside it")),
      producer: Spelling(
        "`skip(while:)`", declares: ["func skip(while:"], source: .named("Skip", "a form of `skip`, written beside it")),
      async: Spelling("`drop(while:)` (standard library)")),
    arity: 1, runs: "the values from the first x on",
    rx: .record { o in o.first.skip(while: { $0 != "x" }) },
    producer: .record { o in o.first.skip(while: { $0 != "x" }) },
    async: .record { o in o.first.drop { $0 != "x" } },
    atlas: .unary("-a-b-x-c-|", failing: "-a-b-x-#", disposedAt: 6) + .shown("no value fails the test", ["-a-b-|"]),
    rows: [
      same("from the first value that fails the test", ["-a-b-x-c-|"], "-----x-c-|"),
      same("every value passes the test", ["-a-b-|"], "-----|"),
    ])
}
