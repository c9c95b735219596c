import AsyncStyleTestKit
import Marbles
import StyleInternals
import StyleTestReporting

/// Asserts that recorded async events are equal; on failure prints them side by side, one event
/// a line, marking the lines that differ.
///
/// Inside a Swift Testing `@Test` a failure is recorded as an issue with the same message, at the
/// caller's line; elsewhere it fails the running XCTest.
///
/// ```swift
/// XCTAssertEqual(recorder.events, [.next(150, "a"), .completed(400)])
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual<Element: Equatable, Failure: Error>(
  _ actual: [AsyncRecorded<Element, Failure>], _ expected: [AsyncRecorded<Element, Failure>],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Asserts that iterations are equal; on failure prints them side by side.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual(
  _ actual: [Iteration], _ expected: [Iteration],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Prints expected and actual recorded events in two columns, one a line, with `≠` on lines that
/// differ. The assertions print it in XCTest and in Swift Testing alike; call it for a message of
/// your own.
public func sideBySide<Element, Failure: Error>(
  expected: [AsyncRecorded<Element, Failure>], actual: [AsyncRecorded<Element, Failure>], message: String = ""
) -> String {
  sideBySideColumns(expected.map(\.debugDescription), actual.map(\.debugDescription), message: message)
}

/// Prints expected and actual iterations in two columns, with `≠` on lines that differ.
public func sideBySide(expected: [Iteration], actual: [Iteration], message: String = "") -> String {
  sideBySideColumns(expected.map(\.debugDescription), actual.map(\.debugDescription), message: message)
}
