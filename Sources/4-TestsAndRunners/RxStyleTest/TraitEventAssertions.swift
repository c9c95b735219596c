import Marbles
import RxStyle
import RxStyleTestKit
import StyleTestReporting

// The outcomes of `Single`, `Maybe` and `Completable` compared as RxTest compares them: elements
// with `==`, errors with `ErrorEquality`. `SingleEvent` is the standard library's `Result`, which
// cannot be `Equatable` with an untyped error, so its lists get assertions of their own.

/// Asserts that two lists of `Single` outcomes are equal; on failure prints them side by side.
///
/// ```swift
/// XCTAssertEqual(outcomes, [.success(1), .failure(TestError())])
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual<Element: Equatable>(
  _ actual: [SingleEvent<Element>], _ expected: [SingleEvent<Element>],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard !singleEventsEqual(actual, expected) else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Asserts that two lists of recorded `Single` outcomes are equal, times included; on failure
/// prints them side by side.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual<Element: Equatable>(
  _ actual: [Recorded<SingleEvent<Element>>], _ expected: [Recorded<SingleEvent<Element>>],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  let equal =
    actual.map(\.time) == expected.map(\.time) && singleEventsEqual(actual.map(\.value), expected.map(\.value))
  guard !equal else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Asserts that two lists of `Maybe` outcomes are equal; on failure prints them side by side.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual<Element: Equatable>(
  _ actual: [MaybeEvent<Element>], _ expected: [MaybeEvent<Element>],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Asserts that two lists of recorded `Maybe` outcomes are equal, times included.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual<Element: Equatable>(
  _ actual: [Recorded<MaybeEvent<Element>>], _ expected: [Recorded<MaybeEvent<Element>>],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Asserts that two lists of `Completable` outcomes are equal; on failure prints them side by side.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual(
  _ actual: [CompletableEvent], _ expected: [CompletableEvent],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

/// Asserts that two lists of recorded `Completable` outcomes are equal, times included.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest so that existing assertions pick up the side-by-side output.
public func XCTAssertEqual(
  _ actual: [Recorded<CompletableEvent>], _ expected: [Recorded<CompletableEvent>],
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  reportFailure(sideBySide(expected: expected, actual: actual, message: message()), filePath: file, line: line)
}

private func singleEventsEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>])
  -> Bool
{
  lhs.count == rhs.count
    && zip(lhs, rhs).allSatisfy { left, right in
      switch (left, right) {
      case (.success(let a), .success(let b)): a == b
      case (.failure(let a), .failure(let b)): ErrorEquality.areEqual(a, b)
      default: false
      }
    }
}
