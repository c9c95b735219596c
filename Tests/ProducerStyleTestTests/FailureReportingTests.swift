import ProducerStyle
import ProducerStyleTest
import TestSupport
import Testing
import XCTest

// Each helper given a wrong expectation, under each framework: the failure carries the helper's
// message and points at the line that called it.

private let recorded: [Recorded<String, Never>] = [.value("a", at: 1), .completed(at: 2)]
private let wrong: [Recorded<String, Never>] = [.value("b", at: 1), .completed(at: 2)]

@Suite struct ProducerFailureReportingTests {
  @Test func assertEqual_recordsTheSideBySideColumnsAtTheCallersLine() {
    expectIssue(containing: "≠", atLine: #line + 1) {
      XCTAssertEqual(recorded, wrong)
    }
  }

  @Test func assertEqualEvents_recordsAnIssue() {
    let events: [Signal<Int, Never>.Event] = [.value(1), .completed]
    expectIssue(containing: "≠", atLine: #line + 1) {
      XCTAssertEqual(events, [.value(2), .completed])
    }
  }

  @Test func assertMarbles_recordsTheDiagramsAtTheCallersLine() {
    expectIssue(containing: "marbles differ at frame 1", atLine: #line + 1) {
      XCTAssertMarbles(recorded, "-b|", values: ["a": "a", "b": "b"])
    }
  }

  @Test func assertEqual_recordsNothingWhenEqual() {
    XCTAssertEqual(recorded, recorded)
    XCTAssertMarbles(recorded, "-a|", values: ["a": "a"])
  }
}

final class ProducerFailureReportingXCTests: FailureCapturingTestCase {
  func test_assertEqual_failsAtTheCallersLine() {
    assertFails(containing: "≠", atLine: #line + 1) {
      XCTAssertEqual(recorded, wrong)
    }
  }

  func test_assertMarbles_failsAtTheCallersLine() {
    assertFails(containing: "marbles differ at frame 1", atLine: #line + 1) {
      XCTAssertMarbles(recorded, "-b|", values: ["a": "a", "b": "b"])
    }
  }
}
