import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let concat = Definition(
    Idea(
      "concat", "Concat", .combining, "One stream after another.",
      rx: Spelling("`concat`", declares: ["func concat"]),
      producer: Spelling("`concat`", declares: ["func concat"]),
      async: Spelling("`chain`", declares: ["func chain"], source: .ownFolder), difference: "concat"),
    arity: 2, runs: "the second input after the first",
    rx: .record { o in o.first.concat(o.second) },
    producer: .record { o in o.first.concat(o.second) },
    async: .record { o in chain(o.first, o.second) },
    atlas: .combining,
    rows: [
      differ(
        "the second after the first", ["-a-b|", "-1-2|"], rx: "-a-b-1-2|", producer: "-a-b-1-2|", async: "-a-b(12|)",
        why: """
          RxSwift and ReactiveSwift subscribe to the second source when the first completes; `chain` makes \
          both iterators at once, and a cold test sequence starts playing when its iterator is made.
          """),
      same("a failure never reaches the second", ["-a-#", "-1-2|"], "-a-#"),
      disposed("disposed when the second starts", ["-a-b|", "-1-2|"], at: 4, "-a-b"),
    ])
}
