import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let combineLatest = Definition(
    Idea(
      "combineLatest", "CombineLatest", .combining, "The latest values of several streams, on each new value.",
      rx: Spelling("`combineLatest`", declares: ["static func combineLatest"]),
      producer: Spelling("`combineLatest`", declares: ["func combineLatest"]),
      async: Spelling("`combineLatest`", declares: ["func combineLatest"], source: .ownFolder),
      difference: "combineLatest"),
    arity: 2, edges: [.selectorFails, .feedback],
    runs: "{first second} on each value once both have one",
    rx: .record { o in Observable.combineLatest(o.first, o.second, resultSelector: o.combine) },
    producer: .record { o in o.first.combineLatest(with: o.second).attemptMap(o.combine) },
    async: .record { o in AsyncStyle.combineLatest(o.first, o.second).map(o.combine) },
    atlas: .combining,
    rows: [
      same("once both have a value", ["-a---b-|", "--1-2|"], "--{a1}-{a2}{b2}-|"),
      same("the late first value", ["-a-|", "----1|"], "----{a1}|"),
      same("failure", ["-a---#", "--1-2|"], "--{a1}-{a2}#"),
      same("failure before any pair", ["-a|", "-#"], "-#"),
      differ(
        "a source completes without a value", ["-a-b|", "---|"], rx: "----|", producer: "----|", async: "---|",
        why: """
          swift-async-algorithms finishes when a base finishes without an element, since no combination can \
          form; RxSwift and ReactiveSwift wait for every source to complete.
          """),
      same("many values before the other's first", ["abcd|", "-1--2|"], "-{b1}{c1}{d1}{d2}|"),
      same("the second fails after a pair", ["-a--b-|", "--1#"], "--{a1}#"),
      disposed("disposed in the frame of a value", ["-a-b-|", "--1-2|"], at: 3, "--{a1}"),
      same("the selector fails on the first source's value", ["-a--f-|", "--1---|"], adding: failsOnF, "--{a1}-#"),
      same("the selector fails on the second source's value", ["-a---b|", "--1f|"], adding: failsOnF, "--{a1}#"),
      same(
        "a value sent back combines in the same frame", ["-a---|", "-1--|"], adding: backOn("{a1}"), "-({a1}{b1})---|"),
    ])
}
