import Marbles
import StyleInternals
import Synchronization

/// The three styles of the package.
public enum Style: String, CaseIterable, Sendable {
  /// `RxStyle`: observables pushed to observers.
  case rx
  /// `ProducerStyle`: signals and producers with typed errors.
  case producer
  /// `AsyncStyle`: async sequences pulled by a consumer.
  case async
}

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
  /// - Throws: ``ScenarioError`` for a bad scenario.
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
  /// - Throws: ``ScenarioError`` for a bad scenario.
  public static func runLogging(
    _ scenario: MarbleScenario, in style: Style
  ) throws(ScenarioError) -> (output: StyleOutput, log: [TimedMarbleEvent<String>]) {
    try scenario.validate()
    let log = SideEffectLog()
    let unavailable = StyleOutput.unavailable("\(style.rawValue) has no \(scenario.op.rawValue)")
    // The idea table says which styles have the operator; each runner's switch makes the calls.
    guard scenario.op.idea.spelling(in: style) != nil else { return (unavailable, []) }
    let events: [TimedMarbleEvent<String>]?
    switch style {
    case .rx: events = RxRunner.run(scenario, log)
    case .producer: events = ProducerRunner.run(scenario, log)
    case .async: events = AsyncRunner.run(scenario, log)
    }
    guard let events else { return (unavailable, []) }
    return (.events(events), log.entries)
  }

  /// Runs `scenario` in every style.
  /// - Parameter scenario: the operator, inputs and timing.
  /// - Returns: each style's output.
  /// - Throws: ``ScenarioError`` for a bad scenario.
  public static func runAll(_ scenario: MarbleScenario) throws(ScenarioError) -> [Style: StyleOutput] {
    var outputs: [Style: StyleOutput] = [:]
    for style in Style.allCases { outputs[style] = try run(scenario, in: style) }
    return outputs
  }
}

/// The inner diagram of flatMap-like operators for `value`: the template with each `x` replaced.
func innerDiagram(_ template: String, for value: String) -> String {
  String(template.flatMap { $0 == "x" ? Array(value) : [$0] })
}

/// The values of a diagram of one-character strings: each character stands for itself.
func characterValues(_ diagrams: [String]) -> [Character: String] {
  var values: [Character: String] = [:]
  for character in diagrams.joined() { values[character] = String(character) }
  return values
}

/// The label of combined values, as `{ab}`.
func combined(_ parts: String...) -> String {
  "{" + parts.joined() + "}"
}

/// A failure's events at `time`: `#`, after the failure's name as the value `{E}` when `op` is
/// `mapError`, whose change is otherwise not seen in a diagram.
func failureEvents(_ op: MarbleOperator, at time: Int, _ error: any Error) -> [TimedMarbleEvent<String>] {
  let failed = TimedMarbleEvent<String>(time: time, event: .failed)
  guard op == .mapError, let failure = error as? MarbleFailure else { return [failed] }
  return [TimedMarbleEvent(time: time, event: .value(combined(failure.name))), failed]
}

/// The failure that `mapError` makes of the inputs' `#`.
let mappedFailure = MarbleFailure("E")

/// The error of `#` in every runner.
let inputFailure = MarbleFailure("#")

/// What the callbacks of `do` logged, each entry a value at the frame its callback ran.
final class SideEffectLog: Sendable {
  private let logged = Lock<[TimedMarbleEvent<String>]>([])

  /// The entries, in the order they were logged.
  var entries: [TimedMarbleEvent<String>] { logged.withLock { $0 } }

  /// Logs `entry` at `frame`.
  func log(_ entry: String, at frame: Int) {
    logged.withLock { $0.append(TimedMarbleEvent(time: frame, event: .value(entry))) }
  }
}

/// The number of streams a `deferred` closure has made, counted from 1.
final class MadeCount: Sendable {
  private let count = Atomic<Int>(0)

  /// Counts one more stream and returns the new count.
  func next() -> Int {
    count.add(1, ordering: .relaxed).newValue
  }
}
