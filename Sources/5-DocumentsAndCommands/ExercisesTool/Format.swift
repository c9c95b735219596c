/// The texts the `exercises` command prints; each ends with a newline.
public enum ExercisesFormat {
  /// The track: one line an exercise with its number and state, then the next one.
  ///
  /// ```swift
  /// ExercisesFormat.list(track, states: [.done, .open], folder: "Exercises")
  /// // Exercises: 1 of 2 done
  /// //    1  done     rx-first-steps
  /// //    2  open     producer-first-steps
  /// // …
  /// ```
  /// - Parameters:
  ///   - track: the exercises.
  ///   - states: each exercise's state, in the track's order.
  ///   - folder: the exercises folder, to show paths from.
  public static func list(_ track: ExerciseTrack, states: [ExercisesTool.State], folder: String) -> String {
    let done = states.filter { $0 == .done }.count
    var text = "Exercises: \(done) of \(track.exercises.count) done\n"
    let width = track.exercises.map(\.name.count).max() ?? 0
    for (index, (exercise, state)) in zip(track.exercises, states).enumerated() {
      let number = String(repeating: " ", count: max(0, 4 - String(index + 1).count)) + String(index + 1)
      let name = exercise.name + String(repeating: " ", count: width - exercise.name.count)
      text += "\(number)  \(label(state))  \(name)  \(pages(exercise))".trimmingTrailingSpaces() + "\n"
    }
    return text + next(track, states: states, folder: folder)
  }

  /// The first exercise not done, its file and how to go on.
  /// - Parameters:
  ///   - track: the exercises.
  ///   - states: each exercise's state.
  ///   - folder: the exercises folder.
  public static func next(_ track: ExerciseTrack, states: [ExercisesTool.State], folder: String) -> String {
    guard let (exercise, state) = zip(track.exercises, states).first(where: { $0.1 != .done }) else {
      return "Every exercise is done.\n"
    }
    var text = "Next: \(exercise.name) (\(label(state).trimmingTrailingSpaces()))\n"
    text += "  edit    \(join(folder, exercise.sourcePath)) (the TODO lines)\n"
    text += "  tests   \(join(folder, exercise.testsPath))\n"
    text += "  read    \(exercise.pages.joined(separator: ", "))\n"
    if state == .notBuilding {
      text += "  The exercises do not build: `swift run exercises check` shows the errors.\n"
    }
    text += "  then    swift run exercises check    (hint: swift run exercises hint)\n"
    return text
  }

  /// An exercise's hint, with its file and pages.
  /// - Parameters:
  ///   - exercise: the exercise.
  ///   - folder: the exercises folder.
  public static func hint(_ exercise: Exercise, folder: String) -> String {
    """
    \(exercise.name): \(exercise.hint)
      file  \(join(folder, exercise.sourcePath))
      read  \(exercise.pages.joined(separator: ", "))

    """
  }

  /// The reference code of each place to fill.
  /// - Parameters:
  ///   - exercise: the exercise.
  ///   - regions: the code of each place, in the file's order.
  ///   - folder: the exercises folder.
  public static func solution(_ exercise: Exercise, regions: [String], folder: String) -> String {
    var text = "\(exercise.name): the reference solution (all of it: \(join(folder, exercise.solutionPath)))\n"
    for (index, region) in regions.enumerated() {
      text += "\n-- place \(index + 1) of \(regions.count)\n\(region)\n"
    }
    return text
  }

  /// The result of a check: each test, and under a failing one what failed — a marble
  /// assertion's message draws the expected diagram above the actual one.
  /// - Parameters:
  ///   - exercise: the exercise.
  ///   - cases: its tests as they ran.
  public static func check(_ exercise: Exercise, cases: [TestReport.Case]) -> String {
    let failing = cases.filter { !$0.passed }
    guard !failing.isEmpty else { return "PASS \(exercise.name): all \(cases.count) tests pass.\n" }
    var text = "FAIL \(exercise.name): \(failing.count) of \(cases.count) tests fail.\n"
    for testCase in cases {
      text += "\n\(testCase.passed ? "pass" : "FAIL")  \(testCase.method)\n"
      for failure in testCase.failures {
        text += "      at \(failure.location)\n"
        text += failure.message.split(separator: "\n", omittingEmptySubsequences: false).map { "      \($0)\n" }
          .joined()
      }
    }
    return text
  }

  /// The compiler's errors of a failed build, without the rest of its output.
  /// - Parameter output: what `swift build` printed.
  public static func buildFailure(_ output: String) -> String {
    let lines = output.split(separator: "\n").filter { $0.contains("error:") }
    var seen: Set<Substring> = []
    let errors = lines.filter { seen.insert($0).inserted }.prefix(20)
    let shown = errors.isEmpty ? output.split(separator: "\n").suffix(15) : errors
    return "The exercises do not build; fix these first:\n" + shown.map { "  \($0)\n" }.joined()
  }

  /// What to say when the tests ran no test of the exercise or stopped abnormally.
  /// - Parameters:
  ///   - exercise: the exercise.
  ///   - output: what `swift test` printed.
  public static func crash(_ exercise: Exercise, output: String) -> String {
    "\(exercise.name): the tests stopped before reporting (a crash, such as a force unwrap of nil or a "
      + "precondition); the end of their output:\n"
      + output.split(separator: "\n").suffix(12).map { "  \($0)\n" }.joined()
  }

  private static func label(_ state: ExercisesTool.State) -> String {
    switch state {
    case .open: "open    "
    case .done: "done    "
    case .failing: "failing "
    case .notBuilding: "no build"
    }
  }

  private static func pages(_ exercise: Exercise) -> String {
    exercise.pages.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.map { $0.replacingSuffix(".md") }
      .joined(separator: ", ")
  }

  private static func join(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  fileprivate func replacingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
