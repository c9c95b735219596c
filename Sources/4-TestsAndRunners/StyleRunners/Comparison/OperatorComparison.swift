import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

/// Everything the comparison of the three styles knows about one operator, in one value: its row of
/// the table of ideas, what its runs take and draw (the marble metadata), its call in each style, the
/// scenarios of its atlas page and the rows of the cross-style table, each with the reason where the
/// styles differ.
///
/// Each operator's `Definition` sits in a file named after it under `Operators/`. `swift run generate`
/// derives the rest from those files: the case of `MarbleOperator` and
/// `MarbleOperator/comparison`, whose switch the compiler checks. `MarbleOperator`'s metadata, the edges
/// each operator takes, the cross-style table and `StyleDifference/all` derive from these values.
///
/// ```swift
/// let debounce = MarbleOperator.debounce.comparison
/// print(debounce.rows.count, debounce.runDescription)
/// ```
public struct OperatorComparison: Sendable {
  /// The operator.
  public let op: MarbleOperator
  private let definition: Definition

  /// The comparison of `op`, as its file defines it.
  init(_ op: MarbleOperator, _ definition: Definition) {
    self.op = op
    self.definition = definition
  }

  /// Its row of the table of ideas, with `op` as the operator that runs it.
  public var idea: Idea { definition.idea.drawn(as: op) }
  /// How many input diagrams it takes: none for those that create a stream.
  public var arity: Int { definition.arity }
  /// What its number means, if it takes one.
  public var parameter: MarbleParameter? { definition.parameter }
  /// What the runners make of the input diagrams, in a few words.
  public var runDescription: String { definition.runDescription }
  /// The edge cases its runs may add.
  public var edges: Set<MarbleEdge.Kind> { definition.edges }
  var rx: StyleCall<RxOperands> { definition.rx }
  var producer: StyleCall<ProducerOperands> { definition.producer }
  var async: StyleCall<AsyncOperands> { definition.async }
  private var atlas: Atlas { definition.atlas }
  private var table: [Row] { definition.rows }

  /// What an operator's file writes: its idea row, then everything the comparison needs but the
  /// operator, which the generated registry adds. The file names no `MarbleOperator` case, so a new
  /// file compiles before `swift run generate` has added its case.
  struct Definition: Sendable {
    /// Its row of the table of ideas, written only here: `Idea/all` reads it through the registry.
    let idea: Idea
    let arity: Int
    let parameter: MarbleParameter?
    let runDescription: String
    let edges: Set<MarbleEdge.Kind>
    let rx: StyleCall<RxOperands>
    let producer: StyleCall<ProducerOperands>
    let async: StyleCall<AsyncOperands>
    let atlas: Atlas
    let rows: [Row]

    /// An operator's comparison; see ``OperatorComparison``'s properties.
    init(
      _ idea: Idea, arity: Int, parameter: MarbleParameter? = nil, edges: Set<MarbleEdge.Kind> = [],
      runs runDescription: String, rx: StyleCall<RxOperands>, producer: StyleCall<ProducerOperands>,
      async: StyleCall<AsyncOperands>, atlas: Atlas, rows: [Row]
    ) {
      self.idea = idea
      self.arity = arity
      self.parameter = parameter
      self.runDescription = runDescription
      self.edges = edges
      self.rx = rx
      self.producer = producer
      self.async = async
      self.atlas = atlas
      self.rows = rows
    }
  }

  /// The rows of the cross-style table: the same inputs through the three styles, each style's
  /// expected output (`n/a` where the style cannot run the row), and why where they differ.
  public var rows: [CrossStyleCase] {
    table.map { row in
      let scenario = MarbleScenario(
        op, inputs: row.inputs, parameter: row.parameter, disposedAt: row.disposedAt, edge: row.edge)
      let runs: [Style: Bool] = [
        .rx: rx.body(for: scenario) != nil, .producer: producer.body(for: scenario) != nil,
        .async: async.body(for: scenario) != nil,
      ]
      var expected = row.expected
      for (style, canRun) in runs where !canRun { expected[style] = "n/a" }
      return CrossStyleCase(
        scenario: scenario, edge: row.what, expected: expected,
        why: row.why.map { ($0.idea ?? op.idea.key, $0.text) })
    }
  }

  /// The scenarios of its atlas page (Documentation/Operators), the first the one the page's
  /// `swift run marbles` command prints.
  public var atlasScenarios: [AtlasScenario] {
    atlas.shown.map {
      AtlasScenario(
        $0.title,
        MarbleScenario(
          op, inputs: $0.inputs, parameter: $0.parameter,
          disposedAt: $0.disposedAt))
    }
  }
}

/// What an operator's number means.
public enum MarbleParameter: String, Sendable {
  /// How many values (`take`, `buffer`).
  case count
  /// How many runs (`retry`).
  case attempts
  /// A time window or delay, in frames.
  case frames
  /// The frame of the one subscriber (`just`, `create`).
  case subscriptionFrame = "subscription frame"
  /// The frame of a second subscriber, the one drawn (`share`, the subjects).
  case lateSubscriptionFrame = "late subscription frame"
  /// The period of a timer, in frames.
  case period
}

extension MarbleEdge {
  /// The kinds of edge case, without their values.
  public enum Kind: Hashable, Sendable {
    /// `MarbleEdge/selectorFails(on:)`.
    case selectorFails
    /// `MarbleEdge/feedback(seen:sent:)`.
    case feedback
  }

  /// The kind of this edge.
  public var kind: Kind {
    switch self {
    case .selectorFails: .selectorFails
    case .feedback: .feedback
    }
  }
}

/// How one style runs an operator, if it has it. Where the style's closure cannot throw, the case
/// says so, and a run whose selector fails has no output in that style.
///
/// An operator's file writes the call as `.record { o in … }`, a closure that builds the style's
/// output stream from the operands, which the runner then records; `.runs` takes a closure that
/// records by other means (a subject fed by the input, a second subscriber).
enum StyleCall<Operands>: Sendable {
  /// The style has no such operator: its idea row has no spelling there.
  case absent
  /// The operator, built and recorded from the operands.
  case runs(@Sendable (Operands) -> [TimedMarbleEvent<String>])
  /// The operator, whose transform cannot throw: a run with a failing selector has no output.
  case cannotThrow(@Sendable (Operands) -> [TimedMarbleEvent<String>])

  /// The run of `scenario`, `nil` when the style cannot run it.
  func body(for scenario: MarbleScenario) -> (@Sendable (Operands) -> [TimedMarbleEvent<String>])? {
    switch self {
    case .absent: nil
    case .runs(let body): body
    case .cannotThrow(let body): scenario.edge?.kind == .selectorFails ? nil : body
    }
  }

  /// The output of `scenario`, run on the operands `operands` makes of it; `nil` when the style
  /// cannot run it.
  func run(
    _ scenario: MarbleScenario, on operands: (MarbleScenario) -> Operands
  ) -> [TimedMarbleEvent<String>]? {
    body(for: scenario).map { body in body(operands(scenario)) }
  }
}

extension StyleCall where Operands == RxOperands {
  /// The observable that `make` builds from the operands, recorded.
  static func record(_ make: @escaping @Sendable (RxOperands) -> Observable<String>) -> Self {
    .runs { o in o.record(make(o)) }
  }
}

extension StyleCall where Operands == ProducerOperands {
  /// The producer that `make` builds from the operands, recorded.
  static func record(_ make: @escaping @Sendable (ProducerOperands) -> SignalProducer<String, MarbleFailure>) -> Self {
    .runs { o in o.record(make(o)) }
  }

  /// As ``record(_:)``, for an operator whose transform cannot throw.
  static func transformCannotThrow(
    _ make: @escaping @Sendable (ProducerOperands) -> SignalProducer<String, MarbleFailure>
  ) -> Self {
    .cannotThrow { o in o.record(make(o)) }
  }
}

extension StyleCall where Operands == AsyncOperands {
  /// The sequence that `make` builds from the operands, recorded.
  static func record<Output: AsyncSequence & Sendable>(
    _ make: @escaping @Sendable (AsyncOperands) -> Output
  ) -> Self where Output.Element == String {
    .runs { o in o.record(make(o)) }
  }

  /// As ``record(_:)``, for an operator whose transform cannot throw.
  static func transformCannotThrow<Output: AsyncSequence & Sendable>(
    _ make: @escaping @Sendable (AsyncOperands) -> Output
  ) -> Self where Output.Element == String {
    .cannotThrow { o in o.record(make(o)) }
  }
}

extension OperatorComparison {
  /// One row of the table as an operator's file writes it: the operator is the file's.
  struct Row: Sendable {
    let what: String
    let inputs: [String]
    let parameter: Int
    let disposedAt: Int?
    let edge: MarbleEdge?
    let expected: [Style: String]
    let why: Why?
  }

  /// Why the styles differ in a row, and the idea whose concordance row links it when that is
  /// not the operator's own (`disposal` for `map`'s disposal row).
  struct Why: Sendable {
    let idea: String?
    let text: String
  }

  /// A row whose output is the same in every style that can run it (the others draw `n/a`).
  static func same(
    _ what: String, _ inputs: [String], _ parameter: Int = 0, disposedAt: Int? = nil, adding edge: MarbleEdge? = nil,
    _ all: String
  ) -> Row {
    Row(
      what: what, inputs: inputs, parameter: parameter, disposedAt: disposedAt, edge: edge,
      expected: [.rx: all, .producer: all, .async: all], why: nil)
  }

  /// A row without a number whose output is the same in every style that can run it.
  static func same(_ what: String, _ inputs: [String], _ all: String) -> Row {
    same(what, inputs, 0, all)
  }

  /// A row where the styles differ: each style's output, and, where the difference is one the
  /// pages explain, why (in terms of what each anchor does).
  static func differ(
    _ what: String, _ inputs: [String], _ parameter: Int = 0, disposedAt: Int? = nil, adding edge: MarbleEdge? = nil,
    rx: String, producer: String, async: String, why: String? = nil, idea: String? = nil
  ) -> Row {
    Row(
      what: what, inputs: inputs, parameter: parameter, disposedAt: disposedAt, edge: edge,
      expected: [.rx: rx, .producer: producer, .async: async], why: why.map { Why(idea: idea, text: $0) })
  }

  /// A row disposed at frame `frame`, where the Rx and async runs end silently with `others` and
  /// the producer's observer is sent `interrupted`, drawn `!` at that frame: ReactiveSwift's
  /// disposal, which the row of `map` explains once.
  static func disposed(
    _ what: String, _ inputs: [String], _ parameter: Int = 0, at frame: Int, _ others: String, why: String? = nil,
    idea: String? = nil
  ) -> Row {
    differ(
      what, inputs, parameter, disposedAt: frame, rx: others, producer: interrupted(others, at: frame), async: others,
      why: why, idea: idea)
  }

  /// `diagram` carried on to frame `frame`, where an interruption (`!`) ends it; a group `(…)` or a
  /// name `{…}` is one frame.
  static func interrupted(_ diagram: String, at frame: Int) -> String {
    var (frames, depth) = (0, 0)
    for character in diagram {
      switch character {
      case "(", "{":
        if depth == 0 { frames += 1 }
        depth += 1
      case ")", "}": depth -= 1
      default: if depth == 0 { frames += 1 }
      }
    }
    return diagram + String(repeating: "-", count: max(0, frame - frames)) + "!"
  }

  /// Sends `b` back into the source on seeing `value`.
  static func backOn(_ value: String) -> MarbleEdge { .feedback(seen: value, sent: "b") }

  /// The selector fails on `f`.
  static let failsOnF = MarbleEdge.selectorFails(on: "f")
}

/// One row of the cross-style table: a scenario, what it exercises, each style's expected output
/// diagram (`n/a` where the style has no such operator), and why the styles differ, where the
/// pages explain it.
public struct CrossStyleCase: Sendable, CustomStringConvertible {
  /// The run.
  public let scenario: MarbleScenario
  /// What the row exercises, in a few words.
  public let edge: String
  /// Each style's expected output diagram.
  public let expected: [Style: String]
  /// The idea that links the difference, and why the styles differ; `nil` where the row is not
  /// one Documentation/Differences.md lists.
  public let why: (idea: String, text: String)?

  /// The row as a test case names it: its scenario and what it exercises.
  public var description: String { "\(scenario) [\(edge)]" }

  /// The styles do not all draw the same output.
  public var differs: Bool { Set(expected.values).count > 1 }

  /// The styles differ in more than the two differences every such row shares with one documented
  /// row: the producer's `!` where the others are silently disposed (as in `map` disposed at 4),
  /// and `n/a` for the producer's missing `throttle(latest: false)`.
  public var differsSubstantially: Bool {
    let drawn = expected.values.filter { $0 != "n/a" }.map { diagram in
      var text = diagram
      if scenario.disposedAt != nil, text.last == "!" { text.removeLast() }
      while text.last == "-" { text.removeLast() }
      return text
    }
    return Set(drawn).count > 1
  }
}
