import ExercisesTool
import Foundation
import Synchronization
import XCTest

/// Answers the tool's builds and test runs with set outputs, counting them.
private final class FakeRunner: ExerciseRunning {
  let buildOutcome: ProcessOutcome
  let testOutcome: ProcessOutcome
  let calls = Mutex<[String]>([])

  init(build: ProcessOutcome = ProcessOutcome(status: 0, output: ""), test: ProcessOutcome) {
    buildOutcome = build
    testOutcome = test
  }

  func build() -> ProcessOutcome {
    calls.withLock { $0.append("build") }
    return buildOutcome
  }

  func test(filter: String?) -> ProcessOutcome {
    calls.withLock { $0.append("test \(filter ?? "all")") }
    return testOutcome
  }
}

final class ExercisesToolTests: XCTestCase {
  private var folder: URL!
  private let solution = """
    public func scoreBoard() -> [Int] {
      // EXERCISE BEGIN (stub: return [])
      return [20, 60]
      // EXERCISE END
    }

    """

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("exercises-tool-\(UUID().uuidString)")
    for directory in ["Solutions", "Sources/RxExercises"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(directory), withIntermediateDirectories: true)
    }
    try "rx-transform\n  pages: Documentation/Operators/Map.md\n  hint: filter, map, scan\nrx-time\n  hint: debounce\n"
      .write(to: folder.appendingPathComponent("track.txt"), atomically: true, encoding: .utf8)
    for name in ["RxTransform", "RxTime"] {
      try solution.write(
        to: folder.appendingPathComponent("Solutions/\(name).swift"), atomically: true, encoding: .utf8)
      try ExerciseStub.stub(fromSolution: solution).write(
        to: folder.appendingPathComponent("Sources/RxExercises/\(name).swift"), atomically: true, encoding: .utf8)
    }
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: folder)
  }

  private func run(_ arguments: [String], runner: FakeRunner) -> (status: Int32, output: String, error: String) {
    var output = ""
    var error = ""
    let status = ExercisesTool(folder: folder.path, runner: runner).run(
      arguments, output: { output += $0 }, errorOutput: { error += $0 })
    return (status, output, error)
  }

  private func edit(_ name: String, _ text: String) throws {
    try text.write(
      to: folder.appendingPathComponent("Sources/RxExercises/\(name).swift"), atomically: true, encoding: .utf8)
  }

  func test_list_ofUntouchedStubs_buildsNothing() {
    let runner = FakeRunner(test: ProcessOutcome(status: 0, output: ""))
    let result = run([], runner: runner)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(runner.calls.withLock { $0 }, [])
    XCTAssertEqual(
      result.output,
      """
      Exercises: 0 of 2 done
         1  open      rx-transform  Map
         2  open      rx-time
      Next: rx-transform (open)
        edit    \(folder.path)/Sources/RxExercises/RxTransform.swift (the TODO lines)
        tests   \(folder.path)/Tests/RxExercisesTests/RxTransformTests.swift
        read    Documentation/Operators/Map.md
        then    swift run exercises check    (hint: swift run exercises hint)

      """)
  }

  func test_next_afterAPassingEdit_isTheFollowingExercise() throws {
    try edit("RxTransform", solution)
    let log = "Test Case 'RxTransformTests.test_a' passed (0.001 seconds)\n"
    let runner = FakeRunner(test: ProcessOutcome(status: 0, output: log))
    let result = run(["next"], runner: runner)
    XCTAssertEqual(runner.calls.withLock { $0 }, ["build", "test all"])
    XCTAssertTrue(result.output.contains("Next: rx-time (open)"), result.output)
  }

  func test_check_failing_printsTheDiagrams_andExitsOne() {
    let runner = FakeRunner(test: ProcessOutcome(status: 1, output: TestReportTests.macLog))
    let result = run(["check", "rx-transform"], runner: runner)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(runner.calls.withLock { $0 }, ["build", "test RxExercisesTests.RxTransformTests/"])
    XCTAssertTrue(result.output.contains("expected  ---x---y-|\n        actual    -a-b-c-d-|"), result.output)
  }

  func test_check_passing_exitsZero_andNamesTheNext() {
    let log = "Test Case 'RxTransformTests.test_a' passed (0.001 seconds)\n"
    let result = run(["check", "rx-transform"], runner: FakeRunner(test: ProcessOutcome(status: 0, output: log)))
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.output.contains("PASS rx-transform: all 1 tests pass.\nNext: rx-time"), result.output)
  }

  func test_check_withoutAName_checksTheExerciseEditedLast_runningOnlyItsTests() throws {
    let runner = FakeRunner(
      test: ProcessOutcome(status: 0, output: "Test Case 'RxTimeTests.test_a' passed (0.1 seconds)\n"))
    XCTAssertTrue(run(["check"], runner: runner).output.hasPrefix("Checking rx-transform ("))
    try edit("RxTime", solution)
    let result = run(["check"], runner: runner)
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.output.contains("PASS rx-time: all 1 tests pass."), result.output)
    XCTAssertEqual(runner.calls.withLock { $0 }.suffix(2), ["build", "test RxExercisesTests.RxTimeTests/"])
  }

  func test_check_ofAnUnknownName_isAUsageError() {
    let runner = FakeRunner(test: ProcessOutcome(status: 0, output: ""))
    let result = run(["check", "rx-tim"], runner: runner)
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.error,
      "exercises: no exercise is named 'rx-tim' (did you mean rx-time?); `swift run exercises` lists them\n")
    XCTAssertEqual(runner.calls.withLock { $0 }, [])
  }

  func test_check_whenTheBuildFails_showsTheErrors_andExitsThree() {
    let build = ProcessOutcome(status: 1, output: "x.swift:1:1: error: cannot find 'rols' in scope\n")
    let result = run(
      ["check", "rx-time"], runner: FakeRunner(build: build, test: ProcessOutcome(status: 0, output: "")))
    XCTAssertEqual(result.status, 3)
    XCTAssertTrue(result.output.hasSuffix("fix these first:\n  x.swift:1:1: error: cannot find 'rols' in scope\n"))
  }

  func test_check_whenTheTestsCrash_orHang_exitsFour() {
    let crash = ProcessOutcome(status: 132, output: "Fatal error: Unexpectedly found nil\n")
    XCTAssertEqual(run(["check", "rx-time"], runner: FakeRunner(test: crash)).status, 4)
    let hang = ProcessOutcome(status: 2, output: "", timedOut: true)
    let result = run(["check", "rx-time"], runner: FakeRunner(test: hang))
    XCTAssertEqual(result.status, 4)
    XCTAssertTrue(result.output.contains("did not finish in time"))
  }

  func test_hint_solution_andReset() throws {
    let runner = FakeRunner(test: ProcessOutcome(status: 0, output: ""))
    XCTAssertTrue(run(["hint", "rx-time"], runner: runner).output.hasPrefix("rx-time: debounce\n"))
    XCTAssertTrue(
      run(["solution", "rx-time"], runner: runner).output.hasSuffix("\n-- place 1 of 1\nreturn [20, 60]\n"))
    try edit("RxTime", "broken")
    XCTAssertEqual(run(["reset", "rx-time"], runner: runner).status, 0)
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("Sources/RxExercises/RxTime.swift"), encoding: .utf8),
      ExerciseStub.stub(fromSolution: solution))
  }

  func test_badCommandLine_printsTheUsage_andExitsTwo() {
    let result = run(["chek"], runner: FakeRunner(test: ProcessOutcome(status: 0, output: "")))
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.error.hasPrefix("exercises: unknown command 'chek'\nusage: swift run exercises"))
  }
}
