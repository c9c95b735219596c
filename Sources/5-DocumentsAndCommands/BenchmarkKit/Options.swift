import Foundation

/// The formats the results can be printed in.
package enum OutputFormat: String, CaseIterable, Sendable {
  case table, json, csv, markdown
}

/// A command line that cannot be run; the message says what is wrong.
package struct UsageError: Error, Equatable, CustomStringConvertible {
  package var message: String
  package init(_ message: String) { self.message = message }
  package var description: String { message }
}

/// The parsed command line of the `benchmarks` executable.
package struct Options: Equatable, Sendable {
  /// A regular expression matched against cell names (`<chain>/<style>`, `<chain>/<style>:<variant>`).
  package var filter: String?
  /// The styles to run; nil runs every style. The floors always run.
  package var styles: [Style]?
  package var iterations: Int?
  package var warmup: Int?
  package var quick = false
  package var format = OutputFormat.table
  package var outputDirectory: String?
  package var baseline: String?
  /// Percent by which a cell may be slower than the baseline before the run fails.
  package var threshold = 25.0
  /// Whether each cell runs in its own child process; nil chooses the default.
  package var isolate: Bool?
  /// How many child processes measure each cell; nil chooses the default.
  package var processes: Int?
  package var help = false
  /// Internal: run this one cell and print its result as JSON (what an isolated child does).
  package var runCase: String?
  /// Internal: the size an isolated child runs its cell at, instead of the chain's own.
  package var size: Int?
  /// Whether to measure how cost grows: the chains that define sizes run at each of them.
  package var scaling = false
  /// Whether a run is timed by the CPU time of the whole process instead of the wall clock.
  package var cpuTime = false

  package init() {}

  /// Timed iterations per cell: 10, or 3 with `--quick`; 5 per size with `--scaling`.
  package var effectiveIterations: Int { iterations ?? (quick ? 3 : scaling ? 5 : 10) }
  /// Untimed iterations before them: 2, or 1 with `--quick`.
  package var effectiveWarmup: Int { warmup ?? (quick ? 1 : 2) }
  /// Isolation is the default for the full run and off for `--quick`; `--processes` asks for it.
  package var effectiveIsolate: Bool { isolate ?? (!quick || processes != nil) }
  /// Processes per isolated cell: 3 for the full run, 1 with `--quick`.
  package var effectiveProcesses: Int { effectiveIsolate ? processes ?? (quick ? 1 : 3) : 1 }

  /// Parses the arguments that follow the executable's name.
  ///
  /// Options take their value as the next argument or after `=` (`--format json`, `--format=json`).
  /// - Throws: `UsageError` for an unknown option, a missing or malformed value, or an invalid
  ///   regular expression.
  package static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("--") else { throw UsageError("unexpected argument '\(argument)'") }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw UsageError("\(name) needs a value") }
        return next
      }
      func set<Value>(_ option: WritableKeyPath<Options, Value>, to value: Value) throws(UsageError) {
        if inlineValue != nil { throw UsageError("\(name) takes no value") }
        options[keyPath: option] = value
      }
      switch name {
      case "--filter": options.filter = try validRegex(try value())
      case "--styles": options.styles = try parseStyles(try value())
      case "--iterations": options.iterations = try integer(try value(), for: name, minimum: 1)
      case "--warmup": options.warmup = try integer(try value(), for: name, minimum: 0)
      case "--quick": try set(\.quick, to: true)
      case "--format": options.format = try parseFormat(try value())
      case "--output": options.outputDirectory = try value()
      case "--baseline": options.baseline = try value()
      case "--threshold": options.threshold = try percent(try value())
      case "--isolate": try set(\.isolate, to: true)
      case "--no-isolate": try set(\.isolate, to: false)
      case "--processes": options.processes = try integer(try value(), for: name, minimum: 1)
      case "--help": try set(\.help, to: true)
      case "--run-case": options.runCase = try value()
      case "--size": options.size = try integer(try value(), for: name, minimum: 1)
      case "--scaling": try set(\.scaling, to: true)
      case "--cpu-time": try set(\.cpuTime, to: true)
      default: throw UsageError("unknown option '\(name)'")
      }
    }
    if options.isolate == false, options.processes != nil {
      throw UsageError("--processes runs each cell in child processes; it cannot be combined with --no-isolate")
    }
    return options
  }

  private static func validRegex(_ pattern: String) throws(UsageError) -> String {
    do {
      _ = try Regex(pattern)
    } catch {
      throw UsageError("--filter '\(pattern)' is not a valid regular expression")
    }
    return pattern
  }

  private static func parseStyles(_ list: String) throws(UsageError) -> [Style] {
    var styles: [Style] = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      guard let style = Style(rawValue: trimmed), style.isFloor == false else {
        let valid = Style.selectable.map(\.rawValue).joined(separator: ", ")
        throw UsageError("--styles: unknown style '\(trimmed)' (choose from \(valid); the floors always run)")
      }
      if !styles.contains(style) { styles.append(style) }
    }
    return styles
  }

  private static func parseFormat(_ name: String) throws(UsageError) -> OutputFormat {
    guard let format = OutputFormat(rawValue: name) else {
      let valid = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("--format: unknown format '\(name)' (choose from \(valid))")
    }
    return format
  }

  private static func integer(_ text: String, for name: String, minimum: Int) throws(UsageError) -> Int {
    guard let number = Int(text), number >= minimum else {
      throw UsageError("\(name) needs a whole number of at least \(minimum), not '\(text)'")
    }
    return number
  }

  private static func percent(_ text: String) throws(UsageError) -> Double {
    guard let number = Double(text.hasSuffix("%") ? String(text.dropLast()) : text), number >= 0, number.isFinite
    else { throw UsageError("--threshold needs a percentage of zero or more, not '\(text)'") }
    return number
  }

  /// Whether a cell named `name` (`<chain>/<style>:<variant>`) passes `--filter`.
  package func matches(_ name: String) -> Bool {
    guard let filter, let regex = try? Regex(filter) else { return true }
    return name.contains(regex)
  }

  /// The text `--help` prints.
  package static let usage = """
    USAGE: benchmarks [options]

    Times the same operator chains in every style and against two floors, checks that every
    style computes the floor's checksum, and prints a table of nanoseconds per element.

    OPTIONS:
      --filter REGEX        run only the cells whose name matches (names: W1/rx, W1/rx:range,
                            W3/loop, …); the floors of the chosen chains always run
      --styles LIST         comma-separated styles to run: rx, producer, async (default: all)
      --iterations N        timed runs per cell (default 10; 3 with --quick)
      --warmup N            untimed runs before them (default 2; 1 with --quick)
      --quick               small sizes and few runs, for smoke tests
      --format FORMAT       table (default), json, csv or markdown, printed on standard output
      --output DIR          also write the results file DIR/results.json, from which
                            `swift run generate` draws DIR/results.md and DIR/chart.svg
      --baseline FILE       compare with an earlier results.json and print the change per cell
      --threshold PERCENT   how much slower a cell may be than the baseline (default 25)
      --scaling             run W3, W5, W6 and W7 at three sizes each and report the cost per
                            element at every size, the fitted exponent of the total cost
                            (1 = linear, 2 = quadratic) and a warning on superlinear cells;
                            --output writes DIR/scaling.json instead
      --isolate             run each cell in a child process and report its peak memory
                            (the default, except with --quick)
      --no-isolate          run every cell in this process (no peak memory)
      --processes N         measure each cell in N child processes, one per round over all
                            cells, and keep the fastest (default 3; 1 with --quick): on a
                            virtual machine a whole process can run 1.5-2x slower than the next
      --cpu-time            time each run by the CPU time of the whole process (every thread)
                            instead of the wall clock: on a machine loaded by other work, time
                            spent waiting for a core no longer counts
      --help                print this text

    EXIT CODES:
      0 success; 1 a style's checksum differs from the floor's (or a cell crashed);
      2 a bad command line, an unreadable baseline, or a filter that matches nothing;
      3 a cell is slower than the baseline by more than the threshold;
      4 a debug build, which refuses to report timings.
    """
}
