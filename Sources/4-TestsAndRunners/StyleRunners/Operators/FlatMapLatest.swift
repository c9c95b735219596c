import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let flatMapLatest = Definition(
    Idea(
      "flatMapLatest", "FlatMapLatest", .flattening, "A stream per value, each new one cancelling the previous.",
      rx: Spelling("`flatMapLatest`", declares: ["func flatMapLatest"]),
      producer: Spelling(
        "`flatMap(.latest)`", declares: ["func flatMap"],
        source: .at(
          "ProducerStyle/Operators/FlatMap/FlatMap.swift",
          "ReactiveSwift has one `flatMap` whose strategy chooses merge, latest or concat, so the strategies share its file"
        ), uses: "flatMap(.latest"),
      async: Spelling("`flatMapLatest`", declares: ["func flatMapLatest"], source: .ownFolder),
      fileNameReason: "ReactiveSwift has one `flatMap` whose strategy argument chooses merge, latest, concat or "
        + "throttle; every strategy is in its folder, `Operators/FlatMap/`."),
    arity: 2, edges: [.selectorFails, .feedback],
    runs: "as flatMap, each value cancelling the previous inner",
    rx: .record { o in o.first.flatMapLatest(o.selector) },
    producer: .transformCannotThrow { o in o.first.flatMap(.latest, o.inner) },
    async:  // The transform of flatMapLatest cannot throw: its only failures are the inners'.
      .transformCannotThrow { o in o.first.flatMapLatest(o.inner) },
    atlas: .flattening,
    rows: [
      same("a new value cancels the inner", ["-a-b----|", "x--x|"], "-a-b--b-|"),
      same("an inner failure fails the result", ["-a-b----|", "x#"], "-a#"),
      same("the last inner outlives the outer", ["-a|", "x--x|"], "-a--a|"),
      disposed("disposed mid-stream", ["-a-b----|", "x--x|"], at: 5, "-a-b"),
      same("a burst: only the last inner lives", ["abcd|", "x-x|"], "abcd-d|"),
      same("a replaced inner's failure never comes", ["-a-b-----|", "x---#"], "-a-b---#"),
      same("the selector fails while the previous inner runs", ["-a-f----|", "x--x|"], adding: failsOnF, "-a-#"),
      same(
        "a value sent back from an inner's emission replaces that inner", ["-a----|", "x-x|"], adding: backOn("a"),
        "-(ab)-b--|"),
    ])
}
