import StyleCatalog

/// The rows of the cross-style table that add an edge to a flattening, combining or time
/// operator: its selector failing on the value `f`, and its observer sending a value back into
/// the source from inside a delivery.
extension OperatorTable {
  /// The edge rows, by operator.
  static var edges: [MarbleOperator: [CrossStyleCase]] {
    Dictionary(grouping: failingSelectors + reentrancy, by: \.scenario.op)
  }

  private static let failsOnF = MarbleEdge.selectorFails(on: "f")

  /// A selector that throws. The producer's flattening transforms, and the async `flatMapMerge`
  /// and `flatMapLatest` ones, cannot throw: those styles have no such run.
  static let failingSelectors: [CrossStyleCase] = [
    differ(
      "the selector fails while an inner runs", .flatMap, ["-a--f---|", "x-x|"], adding: failsOnF, rx: "-a-a#",
      producer: "n/a", async: "n/a"),
    differ(
      "the selector fails on the first value", .flatMap, ["-f-a|", "x|"], adding: failsOnF, rx: "-#", producer: "n/a",
      async: "n/a"),
    differ(
      "the selector fails while the previous inner runs", .flatMapLatest, ["-a-f----|", "x--x|"], adding: failsOnF,
      rx: "-a-#", producer: "n/a", async: "n/a"),
    differ(
      "a value dropped while an inner runs never reaches the selector", .flatMapFirst, ["-af---|", "x--x|"],
      adding: failsOnF, rx: "-a--a-|", producer: "n/a", async: "n/a"),
    differ(
      "the selector fails once the inner has ended", .flatMapFirst, ["-a----f|", "x--x|"], adding: failsOnF,
      rx: "-a--a-#", producer: "n/a", async: "n/a"),
    differ(
      "the selector fails on a value that must wait its turn", .concatMap, ["-af-----|", "x--x|"], adding: failsOnF,
      rx: "-a#", producer: "n/a", async: "-a--a#"),
    same(
      "the selector fails on the first source's value", .combineLatest, ["-a--f-|", "--1---|"], adding: failsOnF,
      "--{a1}-#"),
    same(
      "the selector fails on the second source's value", .combineLatest, ["-a---b|", "--1f|"], adding: failsOnF,
      "--{a1}#"),
    same(
      "the selector fails when the pair forms, not before", .zip, ["-a-f-|", "--1-2|"], adding: failsOnF, "--{a1}-#"),
    same("the selector fails on the sampling value", .withLatestFrom, ["-a-f-|", "1|"], adding: failsOnF, "-{a1}-#"),
    same("the selector fails on the sampled value", .withLatestFrom, ["-a--b|", "1-f|"], adding: failsOnF, "-{a1}--#"),
  ]

  /// The observer sends `b` into the source the first time it sees the value named.
  static let reentrancy: [CrossStyleCase] = [
    same(
      "a value sent back starts an inner beside the running one", .flatMap, ["-a----|", "x-x|"], adding: backOn("a"),
      "-(ab)-(ab)--|"),
    same(
      "a value sent back from an inner's emission replaces that inner", .flatMapLatest, ["-a----|", "x-x|"],
      adding: backOn("a"), "-(ab)-b--|"),
    differ(
      "a value sent back while the inner runs is dropped", .flatMapFirst, ["-a----|", "x-x|"], adding: backOn("a"),
      rx: "-a-a--|", producer: "-a-a--|", async: "n/a"),
    same(
      "a value sent back waits for the running inner", .concatMap, ["-a----|", "x-x|"], adding: backOn("a"), "-a-ab-b|"),
    same(
      "a value sent back on the first source's value", .merge, ["-a---|", "--1|"], adding: backOn("a"), "-(ab)1--|"),
    same(
      "a value sent back on the other source's value", .merge, ["-a---|", "--1|"], adding: backOn("1"), "-a(1b)--|"),
    same(
      "a value sent back combines in the same frame", .combineLatest, ["-a---|", "-1--|"], adding: backOn("{a1}"),
      "-({a1}{b1})---|"),
    same("a value sent back waits for its pair", .zip, ["-a---", "-1-2"], adding: backOn("{a1}"), "-{a1}-{b2}"),
    same(
      "a value sent back samples in the same frame", .withLatestFrom, ["-a---|", "1|"], adding: backOn("{a1}"),
      "-({a1}{b1})---|"),
    same(
      "a value sent back from the timer's emission opens a new window", .debounce, ["-a------|"], 2,
      adding: backOn("a"),
      "---a-b--|"),
    differ(
      "a value sent back lands in the window just opened", .throttle, ["-a-----|"], 2, adding: backOn("a"),
      rx: "-a-b---|", producer: "-a-b---|", async: "-a-----(b|)"),
    differ(
      "a value sent back lands in the window just opened", .throttleFirst, ["-a-----|"], 2, adding: backOn("a"),
      rx: "-a-----|", producer: "n/a", async: "-a-----(b|)"),
    same(
      "a value sent back from the delayed emission is delayed too", .delay, ["-a------"], 2, adding: backOn("a"),
      "---a-b"),
    differ(
      "a value sent back restarts the limit once", .timeout, ["-a-----|"], 3, adding: backOn("a"), rx: "-(ab)--#",
      producer: "-(ab)-#", async: "-(ab)--#"),
    differ(
      "a value sent back is the next sample", .sample, ["-a---|", "--1-1-|"], adding: backOn("a"), rx: "--a-b-|",
      producer: "--a-b-|", async: "n/a"),
  ]

  /// Sends `b` back into the source on seeing `value`.
  private static func backOn(_ value: String) -> MarbleEdge { .feedback(seen: value, sent: "b") }
}

/// A row with an edge whose output is the same in every style.
private func same(
  _ what: String, _ op: MarbleOperator, _ inputs: [String], _ parameter: Int = 0, adding edge: MarbleEdge, _ all: String
) -> CrossStyleCase {
  differ(what, op, inputs, parameter, adding: edge, rx: all, producer: all, async: all)
}

/// A row with an edge where the styles differ: each style's output stated explicitly.
private func differ(
  _ what: String, _ op: MarbleOperator, _ inputs: [String], _ parameter: Int = 0, adding edge: MarbleEdge,
  rx: String, producer: String, async: String
) -> CrossStyleCase {
  CrossStyleCase(
    scenario: MarbleScenario(op, inputs: inputs, parameter: parameter, edge: edge), edge: what,
    expected: [.rx: rx, .producer: producer, .async: async])
}
