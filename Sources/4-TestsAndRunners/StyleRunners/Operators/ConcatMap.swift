import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let concatMap = Definition(
    Idea(
      "concatMap", "ConcatMap", .flattening, "A stream per value, one after another.",
      rx: Spelling(
        "`concatMap`", declares: ["func concatMap"],
        source: .named("FlatMap", "a form of `flatMap`, written beside it, sharing its inner-stream sink")),
      producer: Spelling(
        "`flatMap(.concat)`", declares: ["func flatMap"],
        source: .at(
          "ProducerStyle/Operators/FlatMap/FlatMap.swift",
          "ReactiveSwift has one `flatMap` whose strategy chooses merge, latest or concat, so the strategies share its file"
        ), uses: "flatMap(.concat"),
      async: Spelling("`flatMap` (standard library, sequential)"), difference: "concatMap"),
    arity: 2, edges: [.selectorFails, .feedback], runs: "as flatMap, inners one after another",
    rx: .record { o in o.first.concatMap(o.selector) },
    producer: .transformCannotThrow { o in o.first.flatMap(.concat, o.inner) },
    async: .runs { o in
      guard case .selectorFails? = o.scenario.edge else { return o.record(o.first.flatMap(o.inner)) }
      // The standard library's flatMap takes a throwing transform.
      let (scenario, inner) = (o.scenario, o.inner)
      return o.record(
        o.first.flatMap { value throws in
          try scenario.select(value)
          return inner(value)
        })
    },
    atlas: .flattening,
    rows: [
      same("inners one after another", ["-ab-----|", "x--x|"], "-a--ab--b|"),
      same("an inner failure fails the result", ["-ab|", "x-#"], "-a-#"),
      same("many inners queued", ["abc|", "x-x|"], "a-ab-bc-c|"),
      same("an inner failure drops the queued ones", ["-a-b-----|", "x-#"], "-a-#"),
      differ(
        "the selector fails on a value that must wait its turn", ["-af-----|", "x--x|"], adding: failsOnF, rx: "-a#",
        producer: "n/a", async: "-a--a#",
        why: """
          RxSwift calls `concatMap`'s selector as the value arrives, even when its inner must wait, so `f` \
          fails the result at frame 2; the standard library's `flatMap` that the async style uses calls its \
          transform only when it turns to the next value, once `a`'s inner has ended. ReactiveSwift's \
          transform cannot throw.
          """),
      same("a value sent back waits for the running inner", ["-a----|", "x-x|"], adding: backOn("a"), "-a-ab-b|"),
    ])
}
