import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let flatMapLatest = OperatorComparison(
    .flatMapLatest,
    arity: 2,
    edges: [.selectorFails, .feedback],
    runs: "as flatMap, each value cancelling the previous inner",
    rx: .runs { o in o.record(o.first.flatMapLatest(o.selector)) },
    producer: .transformCannotThrow { o in o.record(o.first.flatMap(.latest, o.inner)) },
    async:  // The transform of flatMapLatest cannot throw: its only failures are the inners'.
      .transformCannotThrow { o in o.record(o.first.flatMapLatest(o.inner)) },
    atlas: .flattening,
    rows: [
      same("a new value cancels the inner", ["-a-b----|", "x--x|"], "-a-b--b-|"),
      same("an inner failure fails the result", ["-a-b----|", "x#"], "-a#"),
      same("the last inner outlives the outer", ["-a|", "x--x|"], "-a--a|"),
      differ(
        "disposed mid-stream", ["-a-b----|", "x--x|"], disposedAt: 5, rx: "-a-b", producer: "-a-b-!", async: "-a-b"),
      same("a burst: only the last inner lives", ["abcd|", "x-x|"], "abcd-d|"),
      same("a replaced inner's failure never comes", ["-a-b-----|", "x---#"], "-a-b---#"),
      differ(
        "the selector fails while the previous inner runs", ["-a-f----|", "x--x|"], adding: failsOnF, rx: "-a-#",
        producer: "n/a", async: "n/a"),
      same(
        "a value sent back from an inner's emission replaces that inner", ["-a----|", "x-x|"], adding: backOn("a"),
        "-(ab)-b--|"),
    ])
}
