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
  /// The operator's number, ignored by those without one; the operator's comparison in
  /// StyleRunners names what it means (`parameterName`).
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
    if parameter != 0 { parts.append(String(parameter)) }
    parts += inputs.map { "\"\($0)\"" }
    if let disposedAt { parts.append("disposed at \(disposedAt)") }
    if let edge { parts.append(edge.description) }
    return parts.joined(separator: " ")
  }

  /// The frame after which every run stops: well past the inputs' ends and the operator's number.
  public var horizon: Int {
    let longest = inputs.map(\.count).max() ?? 0
    return 4 * longest + 4 * max(parameter, 0) + 20
  }
}
