import Marbles

/// One run of an operator: its inputs (cold, started at frame 0), its number, when the
/// subscription is disposed (or the consuming task cancelled), if before the end, and an edge
/// case it adds, if any.
///
/// ```swift
/// let scenario = MarbleScenario(.take, inputs: ["-a-b-c-|"], parameter: 2)
/// ```
public struct MarbleScenario: Hashable, Sendable, CustomStringConvertible {
  /// The operator.
  public var op: MarbleOperator
  /// The input diagrams, one frame a character; a time progression counts one frame a second (`2s`).
  public var inputs: [String]
  /// The operator's number (see ``MarbleOperator/parameterName``); ignored by those without one.
  public var parameter: Int
  /// The frame at which the output's subscription is disposed, if any.
  public var disposedAt: Int?
  /// The edge case the run adds: a failing selector or a send back into the source.
  public var edge: MarbleEdge?

  /// A scenario.
  /// - Parameters:
  ///   - op: the operator.
  ///   - inputs: the input diagrams.
  ///   - parameter: its number.
  ///   - disposedAt: when the subscription ends early, in frames.
  ///   - edge: the edge case the run adds.
  public init(
    _ op: MarbleOperator, inputs: [String], parameter: Int = 0, disposedAt: Int? = nil, edge: MarbleEdge? = nil
  ) {
    self.op = op
    self.inputs = inputs
    self.parameter = parameter
    self.disposedAt = disposedAt
    self.edge = edge
  }

  /// `debounce 2 a-b---c--|`, as reports print it.
  public var description: String {
    var parts = [op.rawValue]
    if op.parameterName != nil { parts.append(String(parameter)) }
    parts += inputs.map { "\"\($0)\"" }
    if let disposedAt { parts.append("disposed at \(disposedAt)") }
    if let edge { parts.append(edge.description) }
    return parts.joined(separator: " ")
  }

  /// The frame at which the drawn subscriber subscribes, when it is not frame 0: a late subscriber
  /// of `share`, `deferred` or a subject, the only one of the creating operators that take a
  /// subscription frame.
  public var drawnSubscriptionFrame: Int? {
    op.subscribesAtParameter && parameter > 0 ? parameter : nil
  }

  /// The frame after which every run stops: well past the inputs' ends and the operator's number.
  public var horizon: Int {
    let longest = inputs.map(\.count).max() ?? 0
    return 4 * longest + 4 * max(parameter, 0) + 20
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
