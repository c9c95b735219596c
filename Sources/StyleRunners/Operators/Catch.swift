import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let `catch` = OperatorComparison(
    .catch,
    arity: 2,
    runs: "on failure, continues with the second input",
    rx: .runs { o in
      let second = o.second
      return o.record(o.first.catch { _ in second })
    },
    producer: .runs { o in
      let second = o.second
      return o.record(o.first.flatMapError { _ in second })
    },
    async: .runs { o in
      let second = o.second
      return o.record(o.first.catch { _ in second })
    },
    atlas: .list(
      .shown("values and completion, no failure", ["-a-b-|", "-1-2|"]),
      .shown("a failure: the replacement takes over", ["-a-b-#", "-1-2|"]),
      .shown("the replacement fails too", ["-a-#", "-1-#"]),
      .shown("the empty source", ["|", "-1-2|"]),
      .shown("disposed in the replacement", ["-a-#", "-1-2-3|"], disposedAt: 6)),
    rows: [
      same("continues with the replacement", ["-a-#", "-1-2|"], "-a--1-2|"),
      same("completion needs no replacement", ["-a-|", "-1-2|"], "-a-|"),
      same("the replacement fails", ["-a-#", "-1-#"], "-a--1-#"),
      differ(
        "disposed in the replacement", ["-a-#", "-1-2|"], disposedAt: 5, rx: "-a--1", producer: "-a--1!", async: "-a--1"
      ),
    ])
}
