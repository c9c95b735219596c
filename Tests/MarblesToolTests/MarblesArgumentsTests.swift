import MarblesTool
import StyleCatalog
import StyleDocuments
import StyleRunners
import XCTest

final class MarblesArgumentsTests: XCTestCase {
  func test_run_convertsDurationsToFrames() throws {
    let command = try MarblesArguments.parse(["debounce", "20", "--input", "a-b---c--|"])
    XCTAssertEqual(
      command,
      .run(
        MarblesRun(
          scenario: MarbleScenario(.debounce, inputs: ["a-b---c--|"], parameter: 2), frameMilliseconds: 10,
          svgPath: nil)))
  }

  func test_frame_svg_andUnits() throws {
    let command = try MarblesArguments.parse([
      "delay", "--frame", "1s", "2s", "--input", "-a|", "--svg", "out.svg",
    ])
    XCTAssertEqual(
      command,
      .run(
        MarblesRun(
          scenario: MarbleScenario(.delay, inputs: ["-a|"], parameter: 2), frameMilliseconds: 1000,
          svgPath: "out.svg")))
  }

  func test_countsAndCombiningOperators() throws {
    XCTAssertEqual(
      try MarblesArguments.parse(["zip", "--input", "a|", "--input", "1|"]),
      .run(MarblesRun(scenario: MarbleScenario(.zip, inputs: ["a|", "1|"]), frameMilliseconds: 10, svgPath: nil)))
    XCTAssertEqual(
      try MarblesArguments.parse(["take", "2", "--input", "abc|"]),
      .run(
        MarblesRun(scenario: MarbleScenario(.take, inputs: ["abc|"], parameter: 2), frameMilliseconds: 10, svgPath: nil)
      ))
  }

  func test_takeLast_takesACount_andTheTriggerOperatorsTwoInputs() throws {
    XCTAssertEqual(
      try MarblesArguments.parse(["takeLast", "2", "--input", "abc|"]),
      .run(
        MarblesRun(
          scenario: MarbleScenario(.takeLast, inputs: ["abc|"], parameter: 2), frameMilliseconds: 10, svgPath: nil)))
    XCTAssertThrowsError(try MarblesArguments.parse(["takeLast", "20ms", "--input", "abc|"])) { error in
      XCTAssertEqual((error as? UsageError)?.message, "takeLast: '20ms' is not a positive count")
    }
    XCTAssertThrowsError(try MarblesArguments.parse(["sample", "--input", "a|"])) { error in
      XCTAssertEqual((error as? UsageError)?.message, "sample takes 2 input diagrams, got 1")
    }
  }

  func test_listAndDifferences() throws {
    XCTAssertEqual(try MarblesArguments.parse(["list"]), .list)
    XCTAssertEqual(try MarblesArguments.parse(["differences"]), .differences)
    XCTAssertEqual(try MarblesArguments.parse(["--help"]), .help)
  }

  func test_badInput_saysWhatIsWrong() {
    let cases: [([String], String)] = [
      ([], "no operator given"),
      (["nope"], "unknown operator 'nope'; `marbles list` shows them"),
      (["debounce", "--input", "a|"], "debounce needs a number: its frames"),
      (["debounce", "25", "--input", "a|"], "debounce: 25ms is not a whole number of 10ms frames"),
      (["debounce", "soon", "--input", "a|"], "debounce: 'soon' is not a duration such as 20ms or 1s"),
      (["map", "3", "--input", "a|"], "map takes no number, got '3'"),
      (["take", "-1", "--input", "a|"], "take: '-1' is not a positive count"),
      (["zip", "--input", "a|"], "zip takes 2 input diagrams, got 1"),
      (["map", "--input"], "--input needs a value"),
      (["map", "--input", "a|", "--bogus"], "unexpected argument '--bogus'"),
      (["map", "--frame", "0", "--input", "a|"], "--frame must be positive"),
    ]
    for (arguments, message) in cases {
      XCTAssertThrowsError(try MarblesArguments.parse(arguments), "\(arguments)") { error in
        XCTAssertEqual((error as? UsageError)?.message, message)
      }
    }
  }

  func test_badDiagram_namesTheColumn() {
    XCTAssertThrowsError(try MarblesArguments.parse(["map", "--input", "a|b"])) { error in
      XCTAssertEqual(
        (error as? UsageError)?.message,
        "input 1: marble diagram, column 3: an event after the stream ended ('|', '#' or '!')\n  a|b\n    ^")
    }
  }
}
