import Foundation

/// How a command the tool spawned ended: its status, what it printed, and whether it was stopped
/// for running too long.
public struct ProcessOutcome: Equatable, Sendable {
  /// The exit status.
  public var status: Int32
  /// Standard output and standard error together.
  public var output: String
  /// Whether the tool stopped it at its time limit.
  public var timedOut: Bool

  /// An outcome.
  /// - Parameters:
  ///   - status: the exit status.
  ///   - output: what it printed.
  ///   - timedOut: whether it was stopped at its time limit.
  public init(status: Int32, output: String, timedOut: Bool = false) {
    self.status = status
    self.output = output
    self.timedOut = timedOut
  }
}

/// Builds the exercises package and runs its tests; the tool's tests give it a stand-in.
public protocol ExerciseRunning: Sendable {
  /// Builds the exercises and their tests.
  func build() -> ProcessOutcome
  /// Runs the tests `filter` selects (all of them without one), without building.
  func test(filter: String?) -> ProcessOutcome
}

/// Runs `swift build` and `swift test` on the exercises package.
///
/// ```swift
/// let runner = SwiftPackageRunner(packagePath: "Exercises")
/// let outcome = runner.test(filter: "RxExercisesTests.RxFirstStepsTests/")
/// ```
public struct SwiftPackageRunner: ExerciseRunning {
  /// The exercises package's folder.
  public let packagePath: String
  /// How long a test run may take before it is stopped, in seconds (a sequence that never ends
  /// must not hang the learner's terminal or CI).
  public let testTimeLimit: Double

  /// The build folder, when not the package's own `.build`.
  public let scratchPath: String?

  /// A runner for the package at `packagePath`.
  /// - Parameters:
  ///   - packagePath: the exercises package's folder.
  ///   - scratchPath: the build folder, when not the package's own.
  ///   - testTimeLimit: the longest a test run may take, in seconds.
  public init(packagePath: String, scratchPath: String? = nil, testTimeLimit: Double = 300) {
    self.packagePath = packagePath
    self.scratchPath = scratchPath
    self.testTimeLimit = testTimeLimit
  }

  /// Builds with `swift build --build-tests`.
  public func build() -> ProcessOutcome {
    run(["build"] + packageOptions + ["--build-tests"], timeLimit: nil)
  }

  /// Runs `swift test --skip-build`, filtered.
  public func test(filter: String?) -> ProcessOutcome {
    var arguments = ["test"] + packageOptions + ["--skip-build"]
    if let filter { arguments += ["--filter", filter] }
    return run(arguments, timeLimit: testTimeLimit)
  }

  private var packageOptions: [String] {
    ["--package-path", packagePath] + (scratchPath.map { ["--scratch-path", $0] } ?? [])
  }

  private func run(_ arguments: [String], timeLimit: Double?) -> ProcessOutcome {
    #if os(macOS) || os(Linux)
      spawn(arguments, timeLimit: timeLimit)
    #else
      // Other platforms cannot start a process; the command is for a terminal on macOS or Linux.
      ProcessOutcome(status: 127, output: "running swift needs macOS or Linux")
    #endif
  }

  #if os(macOS) || os(Linux)
    private func spawn(_ arguments: [String], timeLimit: Double?) -> ProcessOutcome {
      let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("exercises-\(UUID().uuidString).log")
      guard FileManager.default.createFile(atPath: logURL.path, contents: nil),
        let log = try? FileHandle(forWritingTo: logURL)
      else { return ProcessOutcome(status: 127, output: "cannot write a log in \(logURL.path)") }
      defer { try? FileManager.default.removeItem(at: logURL) }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["swift"] + arguments
      process.standardOutput = log
      process.standardError = log
      do {
        try process.run()
      } catch {
        return ProcessOutcome(status: 127, output: "cannot run swift: \(error)")
      }
      var timedOut = false
      let deadline = timeLimit.map { Date().addingTimeInterval($0) }
      // A poll rather than a blocking wait: the time limit needs the loop, and it keeps the
      // process off any other thread.
      while process.isRunning {
        if let deadline, Date() > deadline {
          timedOut = true
          // SwiftPM stops the test process it started on an interrupt.
          process.interrupt()
          Thread.sleep(forTimeInterval: 2)
          if process.isRunning { process.terminate() }
          break
        }
        Thread.sleep(forTimeInterval: 0.05)
      }
      process.waitUntilExit()
      try? log.close()
      let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
      return ProcessOutcome(status: process.terminationStatus, output: output, timedOut: timedOut)
    }
  #endif
}
