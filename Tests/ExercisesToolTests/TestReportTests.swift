import ExercisesTool
import XCTest

final class TestReportTests: XCTestCase {
  static let linuxLog = """
    Building for debugging...
    Test Suite 'Selected tests' started at 2026-12-01 22:40:00.000
    Test Suite 'RxTransformTests' started at 2026-12-01 22:40:00.000
    Test Case 'RxTransformTests.test_scores' started at 2026-12-01 22:40:00.000
    /tmp/Exercises/Tests/RxExercisesTests/RxTransformTests.swift:11: error: RxTransformTests.test_scores : failed - marbles differ at frame 1 (tick 10):
      expected  ---x---y-|
      actual    -a-b-c-d-|
                 ^
    Test Case 'RxTransformTests.test_scores' failed (0.003 seconds)
    Test Case 'RxTransformTests.test_odd' started at 2026-12-01 22:40:00.003
    /tmp/Exercises/Tests/RxExercisesTests/RxTransformTests.swift:18: error: RxTransformTests.test_odd : XCTAssertEqual failed: ("[]") is not equal to ("[1]") - the board
    Test Case 'RxTransformTests.test_odd' failed (0.001 seconds)
    Test Case 'RxTransformTests.test_ok' started at 2026-12-01 22:40:00.004
    Test Case 'RxTransformTests.test_ok' passed (0.001 seconds)
    Test Suite 'RxTransformTests' failed at 2026-12-01 22:40:00.005
    """

  static let macLog = """
    Test Case '-[RxExercisesTests.RxTransformTests test_scores]' started.
    /tmp/Exercises/Tests/RxExercisesTests/RxTransformTests.swift:11: error: -[RxExercisesTests.RxTransformTests test_scores] : failed - marbles differ at frame 1 (tick 10):
      expected  ---x---y-|
      actual    -a-b-c-d-|
                 ^
    Test Case '-[RxExercisesTests.RxTransformTests test_scores]' failed (0.003 seconds).
    Test Case '-[RxExercisesTests.RxTransformTests test_ok]' started.
    Test Case '-[RxExercisesTests.RxTransformTests test_ok]' passed (0.001 seconds).
    """

  private let diagram = """
    marbles differ at frame 1 (tick 10):
      expected  ---x---y-|
      actual    -a-b-c-d-|
                 ^
    """

  func test_linuxOutput_givesEachCaseWithItsFailures() {
    let report = TestReport(parsing: Self.linuxLog)
    XCTAssertEqual(report.cases.map(\.method), ["test_scores", "test_odd", "test_ok"])
    XCTAssertEqual(report.cases.map(\.passed), [false, false, true])
    XCTAssertEqual(
      report.cases[0].failures, [TestReport.Failure(location: "RxTransformTests.swift:11", message: diagram)])
    XCTAssertEqual(
      report.cases[1].failures.map(\.message), [#"XCTAssertEqual failed: ("[]") is not equal to ("[1]") - the board"#])
    XCTAssertEqual(report.passed(testClass: "RxTransformTests"), false)
    XCTAssertNil(report.passed(testClass: "RxTimeTests"))
  }

  func test_macOutput_namesTheClassWithoutItsModule() {
    let report = TestReport(parsing: Self.macLog)
    XCTAssertEqual(report.cases.map(\.testClass), ["RxTransformTests", "RxTransformTests"])
    XCTAssertEqual(report.cases.map(\.method), ["test_scores", "test_ok"])
    XCTAssertEqual(report.cases[0].failures.map(\.message), [diagram])
    XCTAssertEqual(report.cases(of: "RxTransformTests").filter(\.passed).count, 1)
  }

  func test_check_printsTheDiagramsUnderTheFailingTest() {
    let exercise = try! Exercise(name: "rx-transform", pages: [], hint: "")
    let text = ExercisesFormat.check(exercise, cases: TestReport(parsing: Self.macLog).cases)
    XCTAssertEqual(
      text,
      """
      FAIL rx-transform: 1 of 2 tests fail.

      FAIL  test_scores
            at RxTransformTests.swift:11
            marbles differ at frame 1 (tick 10):
              expected  ---x---y-|
              actual    -a-b-c-d-|
                         ^

      pass  test_ok

      """)
  }

  func test_buildFailure_keepsOnlyTheErrors() {
    let log = """
      [3/9] Compiling RxExercises RxTransform.swift
      /tmp/Exercises/Sources/RxExercises/RxTransform.swift:12:17: error: cannot find 'rols' in scope
      /tmp/Exercises/Sources/RxExercises/RxTransform.swift:12:17: error: cannot find 'rols' in scope
      note: something
      """
    XCTAssertEqual(
      ExercisesFormat.buildFailure(log),
      """
      The exercises do not build; fix these first:
        /tmp/Exercises/Sources/RxExercises/RxTransform.swift:12:17: error: cannot find 'rols' in scope

      """)
  }
}
