import AsyncStyleTest
import TestSupport
import Testing
import XCTest

// Each helper given a wrong expectation, under each framework: the failure carries the helper's
// message and points at the line that called it.

private let events: [AsyncRecorded<String, Never>] = [.next(210, "a"), .completed(300)]
private let wrong: [AsyncRecorded<String, Never>] = [.next(210, "b"), .completed(300)]

@Suite struct AsyncFailureReportingTests {
  @Test func assertEqual_recordsTheSideBySideColumnsAtTheCallersLine() {
    expectIssue(containing: "≠", atLine: #line + 1) {
      XCTAssertEqual(events, wrong)
    }
  }

  @Test func assertEqualIterations_recordsAnIssue() {
    expectIssue(containing: "≠", atLine: #line + 1) {
      XCTAssertEqual([Iteration(200, 300)], [Iteration(200, 400)])
    }
  }

  @Test func assertMarbles_recordsTheDiagramsAtTheCallersLine() {
    expectIssue(containing: "marbles differ at frame 1", atLine: #line + 1) {
      XCTAssertMarbles(events, "-b--------|", values: ["a": "a", "b": "b"])
    }
  }

  @Test func assertEqual_recordsNothingWhenEqual() {
    XCTAssertEqual(events, events)
    XCTAssertMarbles(events, "-a--------|", values: ["a": "a"])
  }
}

final class AsyncFailureReportingXCTests: FailureCapturingTestCase {
  func test_assertEqual_failsAtTheCallersLine() {
    assertFails(containing: "≠", atLine: #line + 1) {
      XCTAssertEqual(events, wrong)
    }
  }

  func test_assertMarbles_failsAtTheCallersLine() {
    assertFails(containing: "marbles differ at frame 1", atLine: #line + 1) {
      XCTAssertMarbles(events, "-b--------|", values: ["a": "a", "b": "b"])
    }
  }
}
