import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let merge = Definition(
    Idea(
      "merge", "Merge", .combining, "The values of several streams, as they come.",
      rx: Spelling("`merge`", declares: ["static func merge"]),
      producer: Spelling("`merge`", declares: ["static func merge"]),
      async: Spelling("`merge`", declares: ["func merge"], source: .ownFolder)),
    arity: 2, edges: [.feedback], runs: "both inputs interleaved",
    rx: .record { o in Observable.merge(o.first, o.second) },
    producer: .record { o in SignalProducer.merge(o.first, o.second) },
    async: .record { o in AsyncStyle.merge(o.first, o.second) },
    atlas: .combining,
    rows: [
      same("interleaved", ["-a---b-|", "--1-2|"], "-a1-2b-|"),
      same("a failure ends both", ["-a-#", "--1-2|"], "-a1#"),
      disposed("disposed mid-stream", ["-a-b-|", "--1-2-3|"], at: 4, "-a1b"),
      same("many values in alternate frames", ["a-b-c|", "-1-2-3|"], "a1b2c3|"),
      same("a failure in the frame of a value", ["-a-b-c-|", "---#"], "-a-(b#)"),
      same("a value sent back on the first source's value", ["-a---|", "--1|"], adding: backOn("a"), "-(ab)1--|"),
      same("a value sent back on the other source's value", ["-a---|", "--1|"], adding: backOn("1"), "-a(1b)--|"),
    ])
}
