import Marbles
import StyleCatalog

/// What one style made of a scenario: its events, drawn as a diagram, or the reason the style
/// has no such operator.
public enum StyleOutput: Equatable, Sendable {
  /// The output events, one frame a tick.
  case events([TimedMarbleEvent<String>])
  /// The style has no such operator; the text says so.
  case unavailable(String)

  /// The output drawn as a diagram, or `n/a` for an operator the style lacks.
  public var diagram: String {
    switch self {
    case .events(let events): MarbleLine(events).text
    case .unavailable: "n/a"
    }
  }

  /// The output as a line to align with others, `nil` for an operator the style lacks.
  public var line: MarbleLine? {
    if case .events(let events) = self { return MarbleLine(events) }
    return nil
  }
}

/// Runs scenarios in each style on virtual time: one frame is one second of virtual time (one
/// tick of the Rx style's test scheduler, one second of the producer's, one tick of
/// `AsyncTestScheduler(tick: .seconds(1))`).
///
/// ```swift
/// let outputs = try StyleRunner.runAll(MarbleScenario(.debounce, inputs: ["a-b---c--|"], parameter: 2))
/// print(outputs[.async]!.diagram)
/// ```
public enum StyleRunner {
  /// Runs `scenario` in `style`.
  /// - Parameters:
  ///   - scenario: the operator, inputs and timing.
  ///   - style: the style.
  /// - Returns: the output events, or why the style cannot run it.
  /// - Throws: `ScenarioError` for a bad scenario.
  public static func run(_ scenario: MarbleScenario, in style: Style) throws(ScenarioError) -> StyleOutput {
    try runLogging(scenario, in: style).output
  }

  /// Runs `scenario` in `style`, with what the operator's callbacks logged: the side effects of
  /// `do`, empty for the other operators.
  ///
  /// ```swift
  /// let run = try StyleRunner.runLogging(MarbleScenario(.do, inputs: ["-a-|"]), in: .rx)
  /// print(MarbleLine(run.log).text)  // {s}a-({|}{d})
  /// ```
  /// - Parameters:
  ///   - scenario: the operator, inputs and timing.
  ///   - style: the style.
  /// - Returns: the output, and the log as values at the frames the callbacks ran.
  /// - Throws: `ScenarioError` for a bad scenario.
  public static func runLogging(
    _ scenario: MarbleScenario, in style: Style
  ) throws(ScenarioError) -> (output: StyleOutput, log: [TimedMarbleEvent<String>]) {
    try scenario.validate()
    let log = SideEffectLog()
    var unavailable = StyleOutput.unavailable("\(style.rawValue) has no \(scenario.op.rawValue)")
    // The idea table says which styles have the operator; each runner's switch makes the calls.
    guard scenario.op.idea.spelling(in: style) != nil else { return (unavailable, []) }
    let events: [TimedMarbleEvent<String>]?
    switch style {
    case .rx: events = RxRunner.run(scenario, log)
    case .producer: events = scenario.op.comparison.producer.run(scenario) { ProducerOperands($0, log) }
    case .async: events = scenario.op.comparison.async.run(scenario) { AsyncOperands($0, log) }
    }
    guard let events else {
      // The style has the operator, but its closure cannot throw.
      if case .selectorFails? = scenario.edge {
        unavailable = .unavailable(
          "the \(style.rawValue) style's \(scenario.op.rawValue) takes no closure that can throw")
      }
      return (unavailable, [])
    }
    return (.events(events), log.entries)
  }

  /// Runs `scenario` in every style.
  /// - Parameter scenario: the operator, inputs and timing.
  /// - Returns: each style's output.
  /// - Throws: `ScenarioError` for a bad scenario.
  public static func runAll(_ scenario: MarbleScenario) throws(ScenarioError) -> [Style: StyleOutput] {
    var outputs: [Style: StyleOutput] = [:]
    for style in Style.allCases { outputs[style] = try run(scenario, in: style) }
    return outputs
  }
}
