import Marbles
import StyleCatalog
import StyleRunners

/// What the `marbles` tool was asked to do.
public enum MarblesCommand: Equatable, Sendable {
  /// `marbles list`: every operator with its arguments.
  case list
  /// `marbles differences`: Documentation/Differences.md as the runners draw it.
  case differences
  /// `marbles help`, `--help`: the usage.
  case help
  /// `marbles <operator> [number] --input DIAGRAM … [--frame DURATION] [--svg FILE]`.
  case run(MarblesRun)
}

/// One run of an operator: the scenario in frames, the frame's duration, and where to write an SVG.
public struct MarblesRun: Equatable, Sendable {
  /// The scenario, its number converted to frames for the time operators.
  public var scenario: MarbleScenario
  /// The duration of one frame, in milliseconds.
  public var frameMilliseconds: Int
  /// The SVG file to write, if any.
  public var svgPath: String?

  /// A run.
  /// - Parameters:
  ///   - scenario: the scenario in frames.
  ///   - frameMilliseconds: the duration of one frame.
  ///   - svgPath: the SVG file to write, if any.
  public init(scenario: MarbleScenario, frameMilliseconds: Int, svgPath: String?) {
    self.scenario = scenario
    self.frameMilliseconds = frameMilliseconds
    self.svgPath = svgPath
  }
}

/// A command line the tool cannot run: the message says what is wrong (with the column for a
/// bad diagram); the tool prints it with the usage and exits with status 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public let message: String

  /// A usage error saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// Reads the `marbles` command line.
public enum MarblesArguments {
  /// The usage lines, printed with `help` and after a usage error.
  public static let usage = """
    usage: marbles list
           marbles differences
           marbles <operator> [number] --input DIAGRAM [--input DIAGRAM] [--frame DURATION] [--svg FILE]
             DIAGRAM   one character a frame: - nothing, a letter a value, | completion, # failure, ( ) one frame
             number    a duration (20ms, 1s; plain numbers are milliseconds) for debounce, throttle,
                       throttleFirst, delay, timeout, interval's period, the late subscription of
                       share, deferred, behaviorSubject, replaySubject and property, and the
                       subscription of just, empty, failing, sequence and create; a count for take,
                       skip, takeLast, buffer and retry
             --frame   the duration of one character (default 10ms)
             --svg     also write the diagrams as an SVG picture
    example: marbles debounce 20 --input "a-b---c--|"
    """

  /// Parses `arguments` (without the program name).
  /// - Parameter arguments: the command line.
  /// - Returns: the command.
  /// - Throws: ``UsageError`` saying what is wrong.
  public static func parse(_ arguments: [String]) throws(UsageError) -> MarblesCommand {
    guard let first = arguments.first else { throw UsageError("no operator given") }
    switch first {
    case "list": return .list
    case "differences": return .differences
    case "help", "--help", "-h": return .help
    default: break
    }
    guard let op = MarbleOperator(rawValue: first) else {
      throw UsageError("unknown operator '\(first)'; `marbles list` shows them")
    }
    var inputs: [String] = []
    var number: String?
    var frame = 10
    var svg: String?
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      func value() throws(UsageError) -> String {
        guard index + 1 < arguments.count else { throw UsageError("\(argument) needs a value") }
        index += 1
        return arguments[index]
      }
      switch argument {
      case "--input": inputs.append(try value())
      case "--frame": frame = try milliseconds(try value(), what: "--frame")
      case "--svg": svg = try value()
      default:
        guard number == nil, !argument.hasPrefix("--") else { throw UsageError("unexpected argument '\(argument)'") }
        number = argument
      }
      index += 1
    }
    guard frame > 0 else { throw UsageError("--frame must be positive") }
    let parameter = try self.parameter(of: op, number, frame: frame)
    let scenario = MarbleScenario(op, inputs: inputs, parameter: parameter)
    do {
      try scenario.validate()
    } catch {
      throw UsageError(error.description)
    }
    return .run(MarblesRun(scenario: scenario, frameMilliseconds: frame, svgPath: svg))
  }

  private static func parameter(of op: MarbleOperator, _ number: String?, frame: Int) throws(UsageError) -> Int {
    guard let name = op.parameterName else {
      if let number { throw UsageError("\(op.rawValue) takes no number, got '\(number)'") }
      return 0
    }
    guard let number else { throw UsageError("\(op.rawValue) needs a number: its \(name)") }
    switch op {
    case .take, .skip, .takeLast, .buffer, .retry:
      guard let count = Int(number), count > 0 else {
        throw UsageError("\(op.rawValue): '\(number)' is not a positive count")
      }
      return count
    default:
      let duration = try milliseconds(number, what: op.rawValue)
      guard duration % frame == 0 else {
        throw UsageError("\(op.rawValue): \(duration)ms is not a whole number of \(frame)ms frames")
      }
      return duration / frame
    }
  }

  /// `20`, `20ms`, `1s` or `1.5s` in milliseconds.
  static func milliseconds(_ text: String, what: String) throws(UsageError) -> Int {
    let (digits, scale): (Substring, Double) =
      if text.hasSuffix("ms") {
        (text.dropLast(2), 1)
      } else if text.hasSuffix("s") {
        (text.dropLast(), 1000)
      } else {
        (Substring(text), 1)
      }
    guard let amount = Double(digits), amount >= 0, (amount * scale).rounded() == amount * scale,
      amount * scale < Double(Int32.max)
    else { throw UsageError("\(what): '\(text)' is not a duration such as 20ms or 1s") }
    return Int(amount * scale)
  }
}
