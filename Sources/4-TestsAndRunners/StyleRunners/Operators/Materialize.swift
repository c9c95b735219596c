import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let materialize = Definition(
    Idea(
      "materialize", "Materialize", .transforming, "Events as values, and back.",
      rx: Spelling("`materialize`, `dematerialize`", declares: ["func materialize", "func dematerialize"]),
      producer: Spelling("`materialize`, `dematerialize`", declares: ["func materialize", "func dematerialize"]),
      async: Spelling("`materialize`", declares: ["func materialize"])),
    arity: 1,
    runs: "each event as a value: a value as itself, {|} completion, {#} failure, {!} interruption",
    rx: .record { o in
      o.first.materialize().map { event in
        switch event {
        case .next(let value): value
        case .completed: "{|}"
        case .error: "{#}"
        }
      }
    },
    producer: .record { o in
      o.first.materialize().map { event in
        switch event {
        case .value(let value): value
        case .completed: "{|}"
        case .failed: "{#}"
        case .interrupted: "{!}"
        }
      }.promoteError(MarbleFailure.self)
    },
    async: .record { o in
      o.first.materialize().map { event in
        switch event {
        case .next(let value): value
        case .completed: "{|}"
        case .failure: "{#}"
        }
      }
    },
    atlas: .unary("-a-b-|", failing: "-a-#", disposedAt: 3),
    rows: [
      same("values, then completion as a value", ["-a-b-|"], "-a-b-({|}|)"),
      same("failure as a value", ["-a-#"], "-a-({#}|)"),
    ])
}
