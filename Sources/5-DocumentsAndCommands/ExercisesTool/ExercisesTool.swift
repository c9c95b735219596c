import Foundation

/// The `exercises` command: reads the track and the learner's files in the exercises folder,
/// runs the tests through an ``ExerciseRunning``, and prints what a learner needs.
///
/// An exercise is done when its tests pass: the state is read from the files and the tests each
/// time, never from a file of its own. A file equal to its stub is open without running anything
/// (the track's checks prove that every stub fails).
///
/// ```swift
/// let tool = ExercisesTool(folder: "Exercises", runner: SwiftPackageRunner(packagePath: "Exercises"))
/// let status = tool.run(["check", "rx-first-steps"], output: { print($0, terminator: "") })
/// ```
public struct ExercisesTool: Sendable {
  /// The exit statuses.
  public enum Status {
    /// Done, or passing.
    public static let success: Int32 = 0
    /// An expectation of the exercise fails.
    public static let failing: Int32 = 1
    /// A command line the tool cannot run, or an unknown exercise.
    public static let usage: Int32 = 2
    /// The exercises do not build.
    public static let buildFailed: Int32 = 3
    /// The tests crashed or ran past the time limit.
    public static let crashed: Int32 = 4
  }

  /// The state of one exercise.
  public enum State: Equatable, Sendable {
    /// The file is its stub.
    case open
    /// Its tests pass.
    case done
    /// Edited, and an expectation fails.
    case failing
    /// Edited, and the exercises do not build.
    case notBuilding
  }

  /// The exercises folder (the one holding `track.txt`).
  public let folder: String
  /// Builds and tests.
  public let runner: any ExerciseRunning

  /// A tool for the exercises in `folder`.
  /// - Parameters:
  ///   - folder: the exercises folder.
  ///   - runner: builds the exercises and runs their tests.
  public init(folder: String, runner: any ExerciseRunning) {
    self.folder = folder
    self.runner = runner
  }

  /// Runs a command line.
  /// - Parameters:
  ///   - arguments: the arguments, without the program name.
  ///   - output: prints to standard output.
  ///   - errorOutput: prints to standard error.
  /// - Returns: the exit status (see ``Status``).
  public func run(
    _ arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void = { _ in }
  ) -> Int32 {
    let command: ExercisesCommand
    do {
      command = try ExercisesArguments.parse(arguments)
    } catch {
      errorOutput("exercises: \(error)\n\(ExercisesArguments.usage)\n")
      return Status.usage
    }
    if command == .help {
      output(ExercisesArguments.usage + "\n")
      return Status.success
    }
    do {
      let track = try ExerciseTrack(parsing: try read("track.txt"))
      return try perform(command, track: track, output: output)
    } catch let error as TrackError {
      errorOutput("exercises: \(error)\n")
      return Status.usage
    } catch {
      errorOutput("exercises: \(error)\n")
      return Status.usage
    }
  }

  private func perform(_ command: ExercisesCommand, track: ExerciseTrack, output: (String) -> Void) throws -> Int32 {
    switch command {
    case .help:
      output(ExercisesArguments.usage + "\n")
      return Status.success
    case .list:
      let states = try self.states(of: track, output: output)
      output(ExercisesFormat.list(track, states: states, folder: folder))
      return Status.success
    case .next:
      let states = try self.states(of: track, output: output)
      output(ExercisesFormat.next(track, states: states, folder: folder))
      return Status.success
    case .check(let name):
      return check(try name.map(track.exercise(named:)) ?? currentExercise(track), track: track, output: output)
    case .hint(let name):
      output(ExercisesFormat.hint(try name.map(track.exercise(named:)) ?? currentExercise(track), folder: folder))
      return Status.success
    case .solution(let name):
      let exercise = try name.map(track.exercise(named:)) ?? currentExercise(track)
      let regions = ExerciseStub.regions(ofSolution: try read(exercise.solutionPath))
      output(ExercisesFormat.solution(exercise, regions: regions, folder: folder))
      return Status.success
    case .reset(let name):
      let exercise = try track.exercise(named: name)
      try write(ExerciseStub.stub(fromSolution: try read(exercise.solutionPath)), to: exercise.sourcePath)
      output("\(exercise.name): \(path(exercise.sourcePath)) is back as shipped.\n")
      return Status.success
    case .verify(let solutions):
      return try verify(track, solutions: solutions, output: output)
    }
  }

  /// The exercise a learner works on: the edited one (its file differs from its stub) changed
  /// last, or the first of the track when none is edited. Read from the files alone, so `check`
  /// after an edit checks what was edited, and runs only its tests.
  func currentExercise(_ track: ExerciseTrack) throws -> Exercise {
    var current: (exercise: Exercise, modified: Date)?
    for exercise in track.exercises
    where try read(exercise.sourcePath) != ExerciseStub.stub(fromSolution: try read(exercise.solutionPath)) {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path(exercise.sourcePath))
      let modified = attributes?[.modificationDate] as? Date ?? .distantPast
      if current.map({ modified > $0.modified }) ?? true { current = (exercise, modified) }
    }
    guard let exercise = current?.exercise ?? track.exercises.first else {
      throw TrackError("track.txt lists no exercise")
    }
    return exercise
  }

  /// Each exercise's state: open when its file is its stub; otherwise what its tests say, from
  /// one build and one run of every test.
  func states(of track: ExerciseTrack, output: (String) -> Void) throws -> [State] {
    let edited = try track.exercises.map { exercise in
      try read(exercise.sourcePath) != ExerciseStub.stub(fromSolution: try read(exercise.solutionPath))
    }
    guard edited.contains(true) else { return edited.map { _ in .open } }
    output("Building the exercises and running their tests...\n")
    let build = runner.build()
    guard build.status == 0 else {
      return edited.map { $0 ? .notBuilding : .open }
    }
    let report = TestReport(parsing: runner.test(filter: nil).output)
    return zip(track.exercises, edited).map { exercise, isEdited in
      guard isEdited else { return .open }
      return report.passed(testClass: exercise.testClass) == true ? .done : .failing
    }
  }

  private func check(_ exercise: Exercise, track: ExerciseTrack, output: (String) -> Void) -> Int32 {
    output("Checking \(exercise.name) (\(path(exercise.sourcePath)))...\n")
    let build = runner.build()
    guard build.status == 0 else {
      output(ExercisesFormat.buildFailure(build.output))
      return Status.buildFailed
    }
    let run = runner.test(filter: exercise.testFilter)
    let report = TestReport(parsing: run.output)
    let cases = report.cases(of: exercise.testClass)
    if run.timedOut {
      output("\(exercise.name): the tests did not finish in time and were stopped; does a sequence never end?\n")
      return Status.crashed
    }
    if cases.isEmpty || (run.status != 0 && cases.allSatisfy(\.passed)) {
      output(ExercisesFormat.crash(exercise, output: run.output))
      return Status.crashed
    }
    output(ExercisesFormat.check(exercise, cases: cases))
    if cases.allSatisfy(\.passed) {
      if let index = track.exercises.firstIndex(of: exercise), index + 1 < track.exercises.count {
        output("Next: \(track.exercises[index + 1].name) (`swift run exercises next` says which is open).\n")
      }
      return Status.success
    }
    return Status.failing
  }

  private func verify(_ track: ExerciseTrack, solutions: Bool, output: (String) -> Void) throws -> Int32 {
    var problems: [String] = []
    for exercise in track.exercises {
      let solution = try read(exercise.solutionPath)
      let expected = solutions ? solution : ExerciseStub.stub(fromSolution: solution)
      if try read(exercise.sourcePath) != expected {
        problems.append("\(exercise.name): \(exercise.sourcePath) is not its \(solutions ? "solution" : "stub")")
      }
      if ExerciseStub.regions(ofSolution: solution).isEmpty {
        problems.append("\(exercise.name): \(exercise.solutionPath) marks no place to fill")
      }
    }
    let build = runner.build()
    guard build.status == 0 else {
      output(ExercisesFormat.buildFailure(build.output))
      return Status.buildFailed
    }
    let run = runner.test(filter: nil)
    if run.timedOut { problems.append("the tests did not finish in time") }
    let report = TestReport(parsing: run.output)
    var testCount = 0
    for exercise in track.exercises {
      let cases = report.cases(of: exercise.testClass)
      testCount += cases.count
      if cases.isEmpty { problems.append("\(exercise.name): no test of \(exercise.testClass) ran") }
      for testCase in cases where testCase.passed != solutions {
        problems.append(
          "\(exercise.name): \(testCase.method) \(solutions ? "fails with the solution" : "passes with the stub")")
      }
      output("\(exercise.name): \(cases.count) tests, \(cases.filter { !$0.passed }.count) failing\n")
    }
    // The code a port starts from is given whole, so its tests pass in both runs.
    for testCase in report.cases where testCase.testClass.hasPrefix("Given") && !testCase.passed {
      problems.append("the given code's test \(testCase.testClass).\(testCase.method) fails")
    }
    let outcome = solutions ? "every solution passes" : "every stub fails every test"
    if problems.isEmpty {
      output("verify: \(track.exercises.count) exercises, \(testCount) tests: \(outcome)\n")
      return Status.success
    }
    output(problems.map { "problem: \($0)\n" }.joined())
    output("verify: \(problems.count) problem(s) in \(track.exercises.count) exercises\n")
    return Status.failing
  }

  private func path(_ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  private func read(_ relative: String) throws -> String {
    do {
      return try String(contentsOfFile: path(relative), encoding: .utf8)
    } catch {
      throw TrackError("cannot read \(path(relative))")
    }
  }

  private func write(_ text: String, to relative: String) throws {
    do {
      try text.write(toFile: path(relative), atomically: true, encoding: .utf8)
    } catch {
      throw TrackError("cannot write \(path(relative))")
    }
  }
}
