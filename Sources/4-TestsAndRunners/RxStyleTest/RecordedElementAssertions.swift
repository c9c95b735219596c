import Marbles
import RxStyle
import RxStyleTestKit
import StyleTestReporting

/// Asserts that the recorded events are exactly `.next` events carrying `elements`, in order,
/// whatever their times; a recorded `.error` or `.completed` fails the assertion.
///
/// ```swift
/// XCTAssertRecordedElements(observer.events, ["#ff0000", "#00ff00"])
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors RxTest's, so that existing assertions compile unchanged.
public func XCTAssertRecordedElements<Element: Equatable>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element], fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  XCTAssertRecordedElements(stream, elements, by: ==, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that the recorded events are exactly `.next` events carrying `elements`, as the form
/// above does, for a helper that passes on its caller's place as RxTest's form takes it:
/// `file:line:`.
///
/// ```swift
/// func assertNames(_ events: [Recorded<Event<String>>], file: StaticString = #filePath, line: UInt = #line) {
///   XCTAssertRecordedElements(events, ["Ada", "Grace"], file: file, line: line)
/// }
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name and labels mirror RxTest's; without defaults, so a call that names neither picks the form above.
public func XCTAssertRecordedElements<Element: Equatable>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString, line: UInt
) {
  if let failure = recordedElementsFailure(stream, elements, by: ==) {
    reportFailure(failure, filePath: file, line: line)
  }
}

/// Asserts that the recorded events are exactly as many `.next(())` events as `elements`, for
/// sequences of `Void` such as taps; a recorded `.error` or `.completed` fails the assertion.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors the helper RxTest users write for `Void`, so that it compiles unchanged.
public func XCTAssertRecordedElements(
  _ stream: [Recorded<Event<Void>>], _ elements: [Void], fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  XCTAssertRecordedElements(
    stream, elements, by: { _, _ in true }, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that the recorded events are exactly `.next` events carrying `elements`, compared with
/// `areEqual`, for element types that are not `Equatable` (tuples, structs from UI frameworks).
///
/// ```swift
/// XCTAssertRecordedElements(observer.events, [(255, 0, 0)], by: ==)
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors RxTest's, so that existing assertions compile unchanged.
public func XCTAssertRecordedElements<Element>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element], by areEqual: (Element, Element) -> Bool,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  if let failure = recordedElementsFailure(stream, elements, by: areEqual) {
    reportFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Why `stream` does not hold exactly the `.next` events of `elements`, or `nil` when it does.
func recordedElementsFailure<Element>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element], by areEqual: (Element, Element) -> Bool
) -> String? {
  if let stop = stream.first(where: { $0.value.isStopEvent }) {
    return "A stop event was recorded where only elements were expected: \(String(reflecting: stop))"
  }
  let recorded = stream.compactMap { $0.value.element }
  if recorded.count == elements.count, zip(recorded, elements).allSatisfy(areEqual) { return nil }
  return sideBySide(expected: elements, actual: recorded)
}
