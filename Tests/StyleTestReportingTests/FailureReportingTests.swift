import StyleTestReporting
import TestSupport
import Testing
import XCTest

// The one bridge every helper reports through, under each framework.

@Suite struct FailureReportingTests {
  @Test func reportFailure_recordsAnIssueAtTheGivenLocation() {
    expectIssue(containing: "expected | actual", atLine: #line + 1) {
      reportFailure("expected | actual", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }
  }
}

final class FailureReportingXCTests: FailureCapturingTestCase {
  func test_reportFailure_failsTheXCTestAtTheGivenLine() {
    assertFails(containing: "expected | actual", atLine: #line + 1) {
      reportFailure("expected | actual", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }
  }
}
