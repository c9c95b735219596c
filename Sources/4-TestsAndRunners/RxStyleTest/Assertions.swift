import Marbles
import RxStyle
import RxStyleTestKit
import StyleInternals
import StyleTestReporting

/// Asserts that two lists of recorded events are equal; on failure prints them side by side,
/// one event a line, marking the lines that differ.
///
/// Inside a Swift Testing `@Test` a failure is recorded as an issue with the same message, at the
/// caller's line; elsewhere it fails the running XCTest.
///
/// ```swift
/// XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual<Element: Equatable>(
  _ actual: [Recorded<Event<Element>>], _ expected: [Recorded<Event<Element>>],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Asserts that two lists of events are equal; on failure prints them side by side.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual<Element: Equatable>(
  _ actual: [Event<Element>], _ expected: [Event<Element>],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Asserts that two lists of subscriptions are equal; on failure prints them side by side.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual(
  _ actual: [Subscription], _ expected: [Subscription],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Asserts that the recorded events carry `expected` elements at `expected` times, for element
/// types that are not `Equatable` (tuples, `Void`): elements compare with `areEqual`.
///
/// ```swift
/// XCTAssertEqual(observer.events, [.next(210, ()), .completed(300)], by: { _, _ in true })
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual<Element>(
  _ actual: [Recorded<Event<Element>>], _ expected: [Recorded<Event<Element>>],
  by areEqual: (Element, Element) -> Bool,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard !recordedEventsEqual(actual, expected, by: areEqual) else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Compares recorded events whose elements are not `Equatable`, element by element with
/// `areEqual`, errors with `ErrorEquality`.
public func recordedEventsEqual<Element>(
  _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], by areEqual: (Element, Element) -> Bool
) -> Bool {
  guard lhs.count == rhs.count else { return false }
  return zip(lhs, rhs).allSatisfy { left, right in
    guard left.time == right.time else { return false }
    switch (left.value, right.value) {
    case (.next(let a), .next(let b)): return areEqual(a, b)
    case (.error(let a), .error(let b)): return ErrorEquality.areEqual(a, b)
    case (.completed, .completed): return true
    default: return false
    }
  }
}

/// Prints `expected` and `actual` in two columns, one item a line, with `≠` on lines that
/// differ. When some pair differs only by one tick, adds a note about the processing delay.
///
/// The assertions print it in XCTest and in Swift Testing alike; call it for a message of your own.
public func sideBySide<Item>(expected: [Item], actual: [Item], message: String = "") -> String {
  var text = sideBySideColumns(
    expected.map { String(reflecting: $0) }, actual.map { String(reflecting: $0) }, message: message)
  if differsByOneTick(expected, actual) {
    text.append(
      "\nnote: some times differ by one tick. TestScheduler(simulateProcessingDelay: true) runs work "
        + "scheduled with schedule or scheduleRelative for the current tick one tick later (subscribe(on:), "
        + "observe(on:), a timer of zero); pass simulateProcessingDelay: false or expect the later tick.")
  }
  return text
}

private func differsByOneTick<Item>(_ expected: [Item], _ actual: [Item]) -> Bool {
  let expectedTimes = expected.compactMap { ($0 as? any RecordedTime)?.recordedTime }
  let actualTimes = actual.compactMap { ($0 as? any RecordedTime)?.recordedTime }
  return zip(expectedTimes, actualTimes).contains { abs($0 - $1) == 1 }
}

private protocol RecordedTime {
  var recordedTime: TestTime { get }
}

extension Recorded: RecordedTime {
  fileprivate var recordedTime: TestTime { time }
}
