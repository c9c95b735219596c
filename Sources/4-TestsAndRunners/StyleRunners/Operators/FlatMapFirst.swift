import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let flatMapFirst = Definition(
    Idea(
      "flatMapFirst", "FlatMapFirst", .flattening, "A stream per value, values dropped while one runs.",
      rx: Spelling(
        "`flatMapFirst`", declares: ["func flatMapFirst"],
        source: .named("FlatMap", "a form of `flatMap`, written beside it, sharing its inner-stream sink")),
      producer: Spelling(
        "`flatMap(.throttle)`", declares: ["func flatMap"],
        source: .at(
          "ProducerStyle/Operators/FlatMap/FlatMap.swift",
          "ReactiveSwift has one `flatMap` whose strategy chooses merge, latest or concat, so the strategies share its file"
        ), tests: .untested("the `.race` strategy is tested by the cross-style table only")),
      async: nil),
    arity: 2, edges: [.selectorFails, .feedback], runs: "as flatMap, values dropped while an inner runs",
    rx: .record { o in o.first.flatMapFirst(o.selector) },
    producer: .transformCannotThrow { o in o.first.flatMap(.throttle, o.inner) },
    async: .absent,
    atlas: .flattening,
    rows: [
      same("values dropped while an inner runs", ["-ab---c|", "x--x|"], "-a--a-c--c|"),
      same("an inner failure fails the result", ["-ab|", "x-#"], "-a-#"),
      same("an inner fails while values are dropped", ["-a-b-----|", "x---#"], "-a---#"),
      same(
        "a value dropped while an inner runs never reaches the selector", ["-af---|", "x--x|"], adding: failsOnF,
        "-a--a-|"),
      same("the selector fails once the inner has ended", ["-a----f|", "x--x|"], adding: failsOnF, "-a--a-#"),
      same("a value sent back while the inner runs is dropped", ["-a----|", "x-x|"], adding: backOn("a"), "-a-a--|"),
    ])
}
