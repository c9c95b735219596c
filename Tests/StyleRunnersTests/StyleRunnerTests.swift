import Marbles
import StyleCatalog
import StyleRunners
import TestSupport
import XCTest

final class StyleRunnerTests: AllStylesTestCase {
  func test_badDiagram_namesTheInputAndColumn() {
    let scenario = MarbleScenario(.merge, inputs: ["-a-|", "-(b|"])
    XCTAssertThrowsError(try StyleRunner.runAll(scenario)) { error in
      XCTAssertEqual(
        error as? ScenarioError, .badDiagram(input: 2, MarbleError(.unclosedGroup, column: 2, diagram: "-(b|")))
      XCTAssertTrue(String(describing: error).hasPrefix("input 2: marble diagram, column 2:"))
    }
  }

  func test_wrongInputCount_andBadNumber() {
    XCTAssertThrowsError(try StyleRunner.runAll(MarbleScenario(.zip, inputs: ["a|"]))) { error in
      XCTAssertEqual(error as? ScenarioError, .wrongInputCount(.zip, expected: 2, got: 1))
    }
    XCTAssertThrowsError(try StyleRunner.runAll(MarbleScenario(.retry, inputs: ["a|"], parameter: 0))) { error in
      XCTAssertEqual(error as? ScenarioError, .badParameter(.retry, 0))
    }
  }

  func test_edgeOutsideItsOperators_orFeedbackInTheFirstFrame_isRejected() {
    let failing = MarbleScenario(.map, inputs: ["-a|"], edge: .selectorFails(on: "a"))
    XCTAssertThrowsError(try StyleRunner.runAll(failing)) { error in
      XCTAssertEqual(error as? ScenarioError, .edgeNotApplicable(.map, .selectorFails(on: "a")))
      XCTAssertEqual(String(describing: error), "map takes no edge \"selector fails on a\"")
    }
    let early = MarbleScenario(.merge, inputs: ["a-|", "-1|"], edge: .feedback(seen: "a", sent: "b"))
    XCTAssertThrowsError(try StyleRunner.runAll(early)) { error in
      XCTAssertEqual(error as? ScenarioError, .feedbackInFirstFrame)
    }
  }

  func test_failingTransformThatCannotThrow_isUnavailableAndSaysWhichRun() throws {
    let scenario = MarbleScenario(.flatMap, inputs: ["-f|", "x|"], edge: .selectorFails(on: "f"))
    XCTAssertEqual(
      try StyleRunner.run(scenario, in: .producer),
      .unavailable("the producer style's flatMap takes no closure that can throw"))
    XCTAssertEqual(scenario.description, "flatMap \"-f|\" \"x|\" selector fails on f")
  }

  func test_subscriptionPointAndInterruption_areNotInputs() {
    XCTAssertThrowsError(try StyleRunner.runAll(MarbleScenario(.map, inputs: ["-^a"])))
    XCTAssertThrowsError(try StyleRunner.runAll(MarbleScenario(.map, inputs: ["a!"])))
  }

  func test_timeProgression_countsFramesAsSeconds() throws {
    let outputs = try StyleRunner.runAll(MarbleScenario(.map, inputs: ["a 2s b|"]))
    for style in Style.allCases {
      XCTAssertEqual(outputs[style]?.diagram, "A--B|")
    }
    XCTAssertThrowsError(try StyleRunner.runAll(MarbleScenario(.map, inputs: ["a 20ms b"])))
  }

  func test_missingOperator_isUnavailable() throws {
    let output = try StyleRunner.run(MarbleScenario(.throttleFirst, inputs: ["a|"], parameter: 1), in: .producer)
    XCTAssertEqual(output, .unavailable("producer has no throttleFirst"))
    XCTAssertEqual(output.diagram, "n/a")
  }

  /// A log entry of several characters takes one frame: `{s}a` is `{s}` at 0 and `a` at 1.
  func test_do_logsItsCallbacksAtTheFramesTheyRan() throws {
    let completing = MarbleScenario(.do, inputs: ["-a-b-|"])
    let disposed = MarbleScenario(.do, inputs: ["-a-b-c-|"], disposedAt: 3)
    let expected: [Style: (completing: String, disposed: String)] = [
      .rx: ("{s}a-b-({|}{d})", "{s}a-{d}"),
      .producer: ("{s}a-b-({|}{d})", "{s}a-({!}{d})"),
      .async: ("{s}a-b-{|}", "{s}a-{d}"),
    ]
    for style in Style.allCases {
      let completingLog = try StyleRunner.runLogging(completing, in: style).log
      let disposedLog = try StyleRunner.runLogging(disposed, in: style).log
      XCTAssertEqual(MarbleLine(completingLog).text, expected[style]?.completing, "\(style)")
      XCTAssertEqual(MarbleLine(disposedLog).text, expected[style]?.disposed, "\(style)")
    }
    XCTAssertEqual(try StyleRunner.runLogging(MarbleScenario(.map, inputs: ["-a|"]), in: .rx).log.count, 0)
  }
}
