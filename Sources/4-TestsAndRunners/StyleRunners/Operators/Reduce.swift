import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let reduce = Definition(
    Idea(
      "reduce", "Reduce", .transforming, "One accumulation of every value, on completion.",
      rx: Spelling("`reduce`", declares: ["func reduce"]),
      producer: Spelling("`reduce`", declares: ["func reduce"]),
      async: Spelling("`reduce`", declares: ["func reduce"])),
    arity: 1, runs: "the count of values, once, on completion",
    rx: .record { o in o.first.reduce(0, accumulator: { count, _ in count + 1 }).map { String($0) } },
    producer: .record { o in o.first.reduce(0) { count, _ in count + 1 }.map { String($0) } },
    async: .record { o in
      let first = o.first
      // `reduce` is an async function: its result is drawn as one value at the frame it returns.
      return AsyncStyle.deferred { () async throws(MarbleFailure) -> String in
        String(try await first.reduce(0) { count, _ in count + 1 })
      }
    },
    atlas: .unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4),
    rows: [
      same("one result on completion", ["-a-b-c-|"], "-------(3|)"),
      same("failure drops the result", ["-a-b-#"], "-----#"),
      same("the empty source gives the initial result", ["|"], "(0|)"),
    ])
}
