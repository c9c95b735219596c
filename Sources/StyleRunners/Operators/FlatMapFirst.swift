import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let flatMapFirst = OperatorComparison(
    .flatMapFirst,
    arity: 2,
    edges: [.selectorFails, .feedback],
    runs: "as flatMap, values dropped while an inner runs",
    rx: .runs { o in o.record(o.first.flatMapFirst(o.selector)) },
    producer: .transformCannotThrow { o in o.record(o.first.flatMap(.throttle, o.inner)) },
    async: .absent,
    atlas: .flattening,
    rows: [
      differ(
        "values dropped while an inner runs", ["-ab---c|", "x--x|"], rx: "-a--a-c--c|", producer: "-a--a-c--c|",
        async: "n/a"),
      differ("an inner failure fails the result", ["-ab|", "x-#"], rx: "-a-#", producer: "-a-#", async: "n/a"),
      differ(
        "an inner fails while values are dropped", ["-a-b-----|", "x---#"], rx: "-a---#", producer: "-a---#",
        async: "n/a"),
      differ(
        "a value dropped while an inner runs never reaches the selector", ["-af---|", "x--x|"], adding: failsOnF,
        rx: "-a--a-|", producer: "n/a", async: "n/a"),
      differ(
        "the selector fails once the inner has ended", ["-a----f|", "x--x|"], adding: failsOnF, rx: "-a--a-#",
        producer: "n/a", async: "n/a"),
      differ(
        "a value sent back while the inner runs is dropped", ["-a----|", "x-x|"], adding: backOn("a"), rx: "-a-a--|",
        producer: "-a-a--|", async: "n/a"),
    ])
}
