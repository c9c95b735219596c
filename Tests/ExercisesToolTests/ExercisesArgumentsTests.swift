import ExercisesTool
import XCTest

final class ExercisesArgumentsTests: XCTestCase {
  func test_commands_parse() throws {
    XCTAssertEqual(try ExercisesArguments.parse([]), .list)
    XCTAssertEqual(try ExercisesArguments.parse(["list"]), .list)
    XCTAssertEqual(try ExercisesArguments.parse(["next"]), .next)
    XCTAssertEqual(try ExercisesArguments.parse(["check"]), .check(nil))
    XCTAssertEqual(try ExercisesArguments.parse(["check", "rx-time"]), .check("rx-time"))
    XCTAssertEqual(try ExercisesArguments.parse(["hint", "rx-time"]), .hint("rx-time"))
    XCTAssertEqual(try ExercisesArguments.parse(["solution"]), .solution(nil))
    XCTAssertEqual(try ExercisesArguments.parse(["reset", "rx-time"]), .reset("rx-time"))
    XCTAssertEqual(try ExercisesArguments.parse(["verify"]), .verify(solutions: false))
    XCTAssertEqual(try ExercisesArguments.parse(["verify", "--solutions"]), .verify(solutions: true))
    XCTAssertEqual(try ExercisesArguments.parse(["--help"]), .help)
  }

  func test_badCommandLines_sayWhatIsWrong() {
    let cases: [([String], String)] = [
      (["frobnicate"], "unknown command 'frobnicate'"),
      (["check", "a", "b"], "check takes one exercise name at most"),
      (["check", "--verbose"], "unknown option '--verbose'"),
      (["reset"], "reset needs the exercise's name"),
      (["next", "x"], "next takes no argument"),
      (["verify", "--stubs"], "verify takes only --solutions"),
    ]
    for (arguments, message) in cases {
      XCTAssertThrowsError(try ExercisesArguments.parse(arguments)) { error in
        XCTAssertEqual((error as? ExercisesUsageError)?.message, message, "\(arguments)")
      }
    }
  }
}
