import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let flatMap = Definition(
    Idea(
      "flatMap", "FlatMap (merge)", .flattening, "A stream per value, their values merged.",
      rx: Spelling("`flatMap`", declares: ["func flatMap"]),
      producer: Spelling("`flatMap(.merge)`", declares: ["func flatMap"], source: .ownFolder, uses: "flatMap(.merge"),
      async: Spelling("`flatMapMerge`", declares: ["func flatMapMerge"], source: .ownFolder), difference: "flatMap"),
    arity: 2, edges: [.selectorFails, .feedback],
    runs: "each value starts the second diagram with x replaced by the value, merged",
    rx: .record { o in o.first.flatMap(o.selector) },
    producer: .transformCannotThrow { o in o.first.flatMap(.merge, o.inner) },
    async:  // The transform of flatMapMerge cannot throw: its only failures are the inners'.
      .transformCannotThrow { o in o.first.flatMapMerge(o.inner) },
    atlas: .flattening,
    rows: [
      same("inners merged", ["-a--b---|", "x-x|"], "-a-ab-b-|"),
      same("an inner failure fails the result", ["-a--b---|", "x-#"], "-a-#"),
      same("waits for the inners to complete", ["-a|", "x---x|"], "-a---a|"),
      disposed("disposed mid-stream", ["-a--b---|", "x-x|"], at: 4, "-a-a"),
      same("many inners at once", ["abcd|", "x-x|"], "ab(ac)(bd)cd|"),
      same("an inner fails while another runs", ["-a-b-----|", "x---#"], "-a-b-#"),
      disposed("disposed in the frame an inner would emit: disposal goes first", ["-a--b---|", "x-x|"], at: 3, "-a"),
      differ(
        "the selector fails while an inner runs", ["-a--f---|", "x-x|"], adding: failsOnF, rx: "-a-a#", producer: "n/a",
        async: "n/a",
        why: """
          RxSwift's selector may throw, and the error fails the result at once, ending the running inner; \
          ReactiveSwift's `flatMap` transform cannot throw, nor can the async `flatMapMerge` and `flatMapLatest` \
          ones, so there a failure can only come from an inner stream, as in the rows of a failing inner.
          """),
      same("the selector fails on the first value", ["-f-a|", "x|"], adding: failsOnF, "-#"),
      same(
        "a value sent back starts an inner beside the running one", ["-a----|", "x-x|"], adding: backOn("a"),
        "-(ab)-(ab)--|"),
    ])
}
