import Testing
import XCTest

/// One failure an XCTest assertion reported: its message and line.
public struct CapturedFailure: Sendable {
  /// The failure's message.
  public let description: String
  /// The line it was reported at.
  public let line: Int
}

/// An XCTest case that can keep the failures reported inside ``capturingFailures(_:)`` instead of
/// failing, so a test checks that a helper fails, and how; Linux's XCTest has no `XCTExpectFailure`.
open class FailureCapturingTestCase: XCTestCase {
  private var captured: [CapturedFailure]?

  /// Runs `body` and returns the failures it reported, which then do not fail the test.
  public func capturingFailures(_ body: () throws -> Void) rethrows -> [CapturedFailure] {
    captured = []
    defer { captured = nil }
    try body()
    return captured ?? []
  }

  // Apple's XCTest reports every failure as an `XCTIssue` (its `recordFailure` is deprecated);
  // the toolchain's XCTest on Linux has only `recordFailure`.
  #if canImport(Darwin)
    /// Keeps `issue` while capturing; reports it otherwise.
    open override func record(_ issue: XCTIssue) {
      guard captured != nil else { return super.record(issue) }
      let line = issue.sourceCodeContext.location?.lineNumber ?? 0
      captured?.append(CapturedFailure(description: issue.compactDescription, line: line))
    }
  #else
    /// Keeps the failure while capturing; reports it otherwise.
    open override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
      guard captured != nil else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured?.append(CapturedFailure(description: description, line: lineNumber))
    }
  #endif

  /// Fails unless `body` reports exactly one failure, at `line`, whose message contains `text`.
  public func assertFails(
    containing text: String, atLine line: Int, file: StaticString = #filePath, caller: UInt = #line,
    _ body: () -> Void
  ) {
    let failures = capturingFailures(body)
    XCTAssertEqual(failures.count, 1, "\(failures)", file: file, line: caller)
    XCTAssertEqual(failures.first?.line, line, file: file, line: caller)
    XCTAssertTrue(failures.first?.description.contains(text) == true, "\(failures)", file: file, line: caller)
  }
}

/// Expects `body`, run inside a `@Test`, to record exactly the issues of one failed helper: at
/// `line` of the calling file, with a comment containing `text`. Any other issue, or none, fails
/// the test.
public func expectIssue(
  containing text: String, atLine line: Int, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () -> Void
) {
  withKnownIssue(sourceLocation: sourceLocation) {
    body()
  } matching: { issue in
    issue.sourceLocation?.filePath == sourceLocation.filePath && issue.sourceLocation?.line == line
      && issue.comments.contains { $0.rawValue.contains(text) }
  }
}
