import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let zip = Definition(
    Idea(
      "zip", "Zip", .combining, "The n-th values of several streams, together.",
      rx: Spelling("`zip`", declares: ["static func zip"]),
      producer: Spelling("`zip`", declares: ["func zip"]),
      async: Spelling("`zip`", declares: ["func zip"], source: .ownFolder), difference: "zip"),
    arity: 2, edges: [.selectorFails, .feedback], runs: "{first second} pairs in order",
    rx: .record { o in Observable.zip(o.first, o.second, resultSelector: o.combine) },
    producer: .record { o in o.first.zip(with: o.second).attemptMap(o.combine) },
    async: .record { o in AsyncStyle.zip(o.first, o.second).map(o.combine) },
    atlas: .combining,
    rows: [
      differ(
        "pairs in order; the second completes first", ["-a-b-c-|", "--1-2|"], rx: "--{a1}-{b2}--|",
        producer: "--{a1}-{b2}|", async: "--{a1}-{b2}|",
        why: """
          ReactiveSwift and swift-async-algorithms complete as soon as one source has completed and no pair \
          can form any more; RxSwift completes only when every source has completed.
          """),
      differ(
        "the first completes early", ["-a-b|", "---1---2-3|"], rx: "---{a1}---{b2}--|", producer: "---{a1}---({b2}|)",
        async: "---{a1}---({b2}|)",
        why: """
          ReactiveSwift and swift-async-algorithms complete with the last pair, the first source being done; \
          RxSwift waits for the second source to complete too.
          """),
      differ(
        "the second completes after one value", ["-a-b-c|", "-1|"], rx: "-{a1}----|", producer: "-{a1}|",
        async: "-{a1}-|",
        why: """
          ReactiveSwift completes when the second source completes with nothing queued; RxSwift waits for \
          both ends; swift-async-algorithms asks both bases at once from child tasks and finishes at frame 2. \
          The async zip asks its bases in turn, so it sees the end only after `b`: deliberately, as it then \
          needs no task, buffer or `Sendable` base and element.
          """),
      same("failure", ["-a-#", "--1-2|"], "--{a1}#"),
      same("the second fails with a value waiting", ["-a-b-c|", "--1-#"], "--{a1}-#"),
      same("the selector fails when the pair forms, not before", ["-a-f-|", "--1-2|"], adding: failsOnF, "--{a1}-#"),
      same("a value sent back waits for its pair", ["-a---", "-1-2"], adding: backOn("{a1}"), "-{a1}-{b2}"),
    ])
}
