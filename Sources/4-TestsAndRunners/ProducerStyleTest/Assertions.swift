import Marbles
import ProducerStyle
import ProducerStyleTestKit
import StyleInternals
import StyleTestReporting

/// Asserts that two lists of events are equal; on failure prints them side by side, one event a
/// line, marking the lines that differ.
///
/// Inside a Swift Testing `@Test` a failure is recorded as an issue with the same message, at the
/// caller's line; elsewhere it fails the running XCTest.
///
/// ```swift
/// XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual<Value: Equatable, Error: Equatable>(
  _ actual: [Signal<Value, Error>.Event], _ expected: [Signal<Value, Error>.Event],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Asserts that two lists of time-stamped events are equal; on failure prints them side by side.
///
/// ```swift
/// XCTAssertEqual(recorder.recorded, [.value(1, at: 10), .completed(at: 20)])
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual<Value: Equatable, Error: Equatable>(
  _ actual: [Recorded<Value, Error>], _ expected: [Recorded<Value, Error>],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Prints `expected` and `actual` in two columns, one event a line, with `≠` on lines that differ.
///
/// The assertions print it in XCTest and in Swift Testing alike; call it for a message of your own.
/// - Returns: the two columns under an `expected | actual` heading, after `message` if any.
public func sideBySide<Value, Error>(
  expected: [Recorded<Value, Error>], actual: [Recorded<Value, Error>], message: String = ""
) -> String {
  sideBySideColumns(
    expected.map { String(reflecting: $0) }, actual.map { String(reflecting: $0) }, message: message)
}

/// Prints expected and actual events in two columns, one event a line, with `≠` on lines that differ.
/// - Returns: the two columns under an `expected | actual` heading, after `message` if any.
public func sideBySide<Value, Error>(
  expected: [Signal<Value, Error>.Event], actual: [Signal<Value, Error>.Event], message: String = ""
) -> String {
  sideBySideColumns(
    expected.map { String(reflecting: $0) }, actual.map { String(reflecting: $0) }, message: message)
}

/// The former name of `sideBySide(expected:actual:message:)`.
@available(*, deprecated, renamed: "sideBySide(expected:actual:message:)")
public func eventsSideBySide<Item>(expected: [Item], actual: [Item], message: String = "") -> String {
  sideBySideColumns(
    expected.map { String(reflecting: $0) }, actual.map { String(reflecting: $0) }, message: message)
}
