/// What the `exercises` command was asked to do.
public enum ExercisesCommand: Equatable, Sendable {
  /// `exercises`: the track with each exercise's state.
  case list
  /// `exercises next`: the first exercise not done, and its file.
  case next
  /// `exercises check [name]`: build, run that exercise's tests (without a name, those of the
  /// edited exercise changed last, or of the first) and show what fails.
  case check(String?)
  /// `exercises hint [name]`.
  case hint(String?)
  /// `exercises solution [name]`.
  case solution(String?)
  /// `exercises reset name`: the exercise's file as shipped.
  case reset(String)
  /// `exercises verify [--solutions]`: every exercise's file is its stub and every exercise fails
  /// (or, with `--solutions`, every exercise passes); for the track's own checks.
  case verify(solutions: Bool)
  /// `exercises help`.
  case help
}

/// A command line the tool cannot run; it prints the message and the usage and exits with status 2.
public struct ExercisesUsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public let message: String

  /// An error saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// Reads the `exercises` command line.
public enum ExercisesArguments {
  /// The usage, printed by `help` and after a usage error.
  public static let usage = """
    usage: swift run exercises                  the track, with what is done
           swift run exercises next             the exercise to do now, and its file
           swift run exercises check [NAME]     build, run the exercise's tests, show what fails
           swift run exercises hint [NAME]      what to reach for
           swift run exercises solution [NAME]  the reference solution of the places to fill
           swift run exercises reset NAME       put the exercise's file back as shipped
           swift run exercises verify [--solutions]
                                                every stub fails (with --solutions: every solution passes)
      NAME defaults to the exercise edited last (the first one before any edit);
      `swift run exercises` lists the names.
    """

  /// Parses `arguments` (without the program name).
  ///
  /// ```swift
  /// try ExercisesArguments.parse(["check", "rx-first-steps"])  // .check("rx-first-steps")
  /// ```
  /// - Parameter arguments: the command line.
  /// - Returns: the command.
  /// - Throws: ``ExercisesUsageError`` saying what is wrong.
  public static func parse(_ arguments: [String]) throws(ExercisesUsageError) -> ExercisesCommand {
    guard let first = arguments.first else { return .list }
    let rest = Array(arguments.dropFirst())
    func optionalName() throws(ExercisesUsageError) -> String? {
      guard rest.count <= 1 else { throw ExercisesUsageError("\(first) takes one exercise name at most") }
      if let name = rest.first, name.hasPrefix("-") { throw ExercisesUsageError("unknown option '\(name)'") }
      return rest.first
    }
    switch first {
    case "list":
      guard rest.isEmpty else { throw ExercisesUsageError("list takes no argument") }
      return .list
    case "next":
      guard rest.isEmpty else { throw ExercisesUsageError("next takes no argument") }
      return .next
    case "check": return .check(try optionalName())
    case "hint": return .hint(try optionalName())
    case "solution": return .solution(try optionalName())
    case "reset":
      guard let name = try optionalName() else { throw ExercisesUsageError("reset needs the exercise's name") }
      return .reset(name)
    case "verify":
      guard rest.isEmpty || rest == ["--solutions"] else { throw ExercisesUsageError("verify takes only --solutions") }
      return .verify(solutions: !rest.isEmpty)
    case "help", "--help", "-h": return .help
    default: throw ExercisesUsageError("unknown command '\(first)'")
    }
  }
}
