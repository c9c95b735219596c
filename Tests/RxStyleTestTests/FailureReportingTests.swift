import RxStyle
import RxStyleTest
import TestSupport
import Testing
import XCTest

// Each helper given a wrong expectation, under each framework: the failure carries the helper's
// message and points at the line that called it.

private let events: [Recorded<Event<String>>] = [.next(210, "a"), .completed(300)]
private let wrong: [Recorded<Event<String>>] = [.next(210, "b"), .completed(300)]

@Suite struct RxFailureReportingTests {
  @Test func assertEqual_recordsTheSideBySideColumnsAtTheCallersLine() {
    expectIssue(containing: "≠ next(a) @ 210", atLine: #line + 1) {
      XCTAssertEqual(events, wrong)
    }
  }

  @Test func traitAssertEqual_recordsAnIssue() {
    let outcomes: [SingleEvent<Int>] = [.success(1)]
    expectIssue(containing: "≠", atLine: #line + 1) {
      XCTAssertEqual(outcomes, [.success(2)])
    }
  }

  @Test func assertRecordedElements_recordsAnIssue() {
    let taps: [Recorded<Event<String>>] = [.next(210, "a")]
    expectIssue(containing: "≠", atLine: #line + 1) {
      XCTAssertRecordedElements(taps, ["b"])
    }
  }

  @Test func assertMarbles_recordsTheDiagramsAtTheCallersLine() {
    expectIssue(containing: "marbles differ at frame 1", atLine: #line + 1) {
      XCTAssertMarbles(events, "-b--------|")
    }
  }

  @Test func assertEqual_recordsNothingWhenEqual() {
    XCTAssertEqual(events, events)
    XCTAssertMarbles(events, "-a--------|")
  }
}

final class RxFailureReportingXCTests: FailureCapturingTestCase {
  func test_assertEqual_failsAtTheCallersLine() {
    assertFails(containing: "≠ next(a) @ 210", atLine: #line + 1) {
      XCTAssertEqual(events, wrong)
    }
  }

  func test_assertMarbles_failsAtTheCallersLine() {
    assertFails(containing: "marbles differ at frame 1", atLine: #line + 1) {
      XCTAssertMarbles(events, "-b--------|")
    }
  }

  func test_assertRecordedElements_failsAtTheCallersLine() {
    assertFails(containing: "stop event was recorded", atLine: #line + 1) {
      XCTAssertRecordedElements(events, ["a", "b"])
    }
  }

  func test_assertRecordedElements_throughAHelperPassingFileAndLine_failsAtTheHelpersCaller() {
    func assertLetters(_ events: [Recorded<Event<String>>], file: StaticString = #filePath, line: UInt = #line) {
      XCTAssertRecordedElements(events, ["b"], file: file, line: line)
    }
    let letters: [Recorded<Event<String>>] = [.next(210, "a")]
    assertFails(containing: "≠", atLine: #line + 1) {
      assertLetters(letters)
    }
  }
}
