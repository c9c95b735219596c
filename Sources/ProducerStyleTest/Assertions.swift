import ProducerStyle
import XCTest

/// Asserts that two lists of events are equal; on failure prints them side by side, one event a
/// line, marking the lines that differ.
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
  XCTFail(eventsSideBySide(expected: expected, actual: actual, message: message()), file: file, line: line)
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
  XCTFail(eventsSideBySide(expected: expected, actual: actual, message: message()), file: file, line: line)
}

/// Prints `expected` and `actual` in two columns, one item a line, with `≠` on lines that differ.
///
/// For Swift Testing: `#expect(recorder.events == expected, "\(eventsSideBySide(expected: expected, actual: recorder.events))")`.
/// - Returns: the two columns under an `expected | actual` heading, after `message` if any.
public func eventsSideBySide<Item>(expected: [Item], actual: [Item], message: String = "") -> String {
  let left = expected.map { String(reflecting: $0) }
  let right = actual.map { String(reflecting: $0) }
  let width = max(left.map(\.count).max() ?? 0, "expected".count)
  var lines = message.isEmpty ? [] : [message]
  lines.append("expected".padding(toLength: width, withPad: " ", startingAt: 0) + " | actual")
  for row in 0..<max(left.count, right.count) {
    let expectedText = row < left.count ? left[row] : "—"
    let actualText = row < right.count ? right[row] : "—"
    let marker = expectedText == actualText ? "|" : "≠"
    lines.append("\(expectedText.padding(toLength: width, withPad: " ", startingAt: 0)) \(marker) \(actualText)")
  }
  return lines.joined(separator: "\n")
}
