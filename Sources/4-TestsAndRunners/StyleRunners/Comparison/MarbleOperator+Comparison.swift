import Marbles
import StyleCatalog

extension MarbleOperator {
  /// The idea of the table that this operator runs: the row its comparison file writes.
  public var idea: Idea { comparison.idea }

  /// How many input diagrams it takes: none for those that create a stream.
  public var arity: Int { comparison.arity }

  /// What its number means, or `nil` when it takes none.
  public var parameterName: String? { comparison.parameter?.rawValue }

  /// Its number is the frame of a subscriber: the only one's, or the second's.
  public var subscribesAtParameter: Bool { subscribesOnlyAtParameter || drawsSecondSubscriber }

  /// The runners subscribe once, at the frame of its number (not at frame 0).
  public var subscribesOnlyAtParameter: Bool { comparison.parameter == .subscriptionFrame }

  /// The runners subscribe at frame 0 and again at the frame of its number, and draw the second.
  public var drawsSecondSubscriber: Bool { comparison.parameter == .lateSubscriptionFrame }

  /// What the runners make of the input diagrams, in a few words: `the first n values`.
  public var runDescription: String { comparison.runDescription }

  /// What the run does, in one line, with each style's spelling from the idea table.
  public var summary: String {
    let spellings = Style.allCases.map { idea.spelling(in: $0)?.marbleName ?? "—" }
    return runDescription + ": " + spellings.joined(separator: " / ")
  }

  /// The scenarios of its atlas page, the first the one the page's `swift run marbles` command
  /// prints: values and completion, a failure, the empty source, disposal mid-stream, and what
  /// its kind adds.
  public var atlasScenarios: [AtlasScenario] { comparison.atlasScenarios }
}

extension MarbleEdge {
  /// The operators whose closure can fail on a value: the flattening and combining ones.
  public static var selectorOperators: Set<MarbleOperator> {
    Set(MarbleOperator.allCases.filter { $0.comparison.edges.contains(.selectorFails) })
  }

  /// The operators that take a send back into their source: the flattening, combining and time ones.
  public static var feedbackOperators: Set<MarbleOperator> {
    Set(MarbleOperator.allCases.filter { $0.comparison.edges.contains(.feedback) })
  }

  /// Whether the edge applies to `op`, as its comparison lists.
  /// - Parameter op: the operator.
  /// - Returns: whether a scenario of `op` may carry this edge.
  public func applies(to op: MarbleOperator) -> Bool {
    op.comparison.edges.contains(kind)
  }
}

extension StyleDifference {
  /// Every difference the cross-style table shows with a reason, in the order of the operators
  /// and of their rows: the rows of Documentation/Differences.md.
  public static let all: [StyleDifference] = MarbleOperator.allCases.flatMap { op in
    op.comparison.rows.compactMap { row in
      row.why.map { StyleDifference(idea: $0.idea, row.scenario, why: $0.text) }
    }
  }
}

extension MarbleScenario {
  /// The frame at which the drawn subscriber subscribes, when it is not frame 0: a late subscriber
  /// of `share`, `deferred` or a subject, the only one of the creating operators that take a
  /// subscription frame.
  public var drawnSubscriptionFrame: Int? {
    op.subscribesAtParameter && parameter > 0 ? parameter : nil
  }

  /// Checks the number of inputs and every diagram.
  /// - Throws: ``ScenarioError``.
  public func validate() throws(ScenarioError) {
    guard inputs.count == op.arity else { throw .wrongInputCount(op, expected: op.arity, got: inputs.count) }
    for (index, input) in inputs.enumerated() {
      do {
        let diagram = try MarbleDiagram(input, ticksPerSecond: 1)
        try diagram.requireCold()
        try diagram.requireEvents(without: "!")
      } catch {
        throw .badDiagram(input: index + 1, error)
      }
    }
    if op.parameterName != nil, parameter < (op.subscribesAtParameter ? 0 : 1) {
      throw .badParameter(op, parameter)
    }
    try validateEdge()
  }

  private func validateEdge() throws(ScenarioError) {
    guard let edge else { return }
    guard edge.applies(to: op) else { throw .edgeNotApplicable(op, edge) }
    // A subject drops what is sent before the operator subscribes, which the async style does
    // only once its consuming task runs: the first frame must be empty for all styles to see it.
    if case .feedback = edge, let head = inputs.first?.first, head != "-" {
      throw .feedbackInFirstFrame
    }
  }
}

/// Why a scenario cannot run.
public enum ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The operator takes another number of inputs.
  case wrongInputCount(MarbleOperator, expected: Int, got: Int)
  /// Input `input` (1-based) is not a diagram the runners take.
  case badDiagram(input: Int, MarbleError)
  /// The number is out of range.
  case badParameter(MarbleOperator, Int)
  /// The edge case does not apply to the operator.
  case edgeNotApplicable(MarbleOperator, MarbleEdge)
  /// A feedback scenario's first input has an event in frame 0, before every style has subscribed.
  case feedbackInFirstFrame

  /// What is wrong, with the column for a bad diagram.
  public var description: String {
    switch self {
    case .wrongInputCount(let op, let expected, let got):
      "\(op.rawValue) takes \(expected) input diagram\(expected == 1 ? "" : "s"), got \(got)"
    case .badDiagram(let input, let error): "input \(input): \(error.description)"
    case .badParameter(let op, let value): "\(op.rawValue): \(value) is not a valid \(op.parameterName ?? "number")"
    case .edgeNotApplicable(let op, let edge): "\(op.rawValue) takes no edge \"\(edge)\""
    case .feedbackInFirstFrame: "a feedback run's first input must not send in frame 0"
    }
  }
}
