import Marbles
import RxStyle
import RxStyleTestKit
import StyleTestReporting

/// Asserts that recorded events match a marble diagram; on failure prints the expected diagram
/// above the actual one, aligned, with the first difference marked.
///
/// ```swift
/// let observer = scheduler.start { source.asObservable().map { $0 * 2 } }
/// XCTAssertMarbles(observer.events, "-a-b-|", values: ["a": 2, "b": 4])
/// ```
/// - Parameters:
///   - events: the recorded events.
///   - marbles: the expected diagram; frame 0 (or `^`) is at `subscribed`.
///   - values: the element of each value character.
///   - error: the error `#` stands for.
///   - frame: ticks per character.
///   - subscribed: the time of frame 0 or of `^`; RxTest's subscription time by default.
///   - fileID: the file a failure is reported in, for Swift Testing; the caller's by default.
///   - filePath: the file a failure is reported in, for XCTest; the caller's by default.
///   - line: the line a failure is reported at; the caller's by default.
///   - column: the column a failure is reported at, for Swift Testing; the caller's by default.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name follows XCTest's assertions.
public func XCTAssertMarbles<Element: Equatable>(
  _ events: [Recorded<Event<Element>>], _ marbles: String, values: [Character: Element],
  error: any Error = MarbleFailure(), frame: TestTime = 10, subscribed: TestTime = TestScheduler.Defaults.subscribed,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let message = marbleAssertionMessage { () throws(MarbleError) in
    try marbleDifference(events, marbles, values: values, error: error, frame: frame, subscribed: subscribed)
  }
  if let message { reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// ``XCTAssertMarbles(_:_:values:error:frame:subscribed:fileID:filePath:line:column:)`` for string elements,
/// each value character standing for itself.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name follows XCTest's assertions.
public func XCTAssertMarbles(
  _ events: [Recorded<Event<String>>], _ marbles: String, error: any Error = MarbleFailure(),
  frame: TestTime = 10, subscribed: TestTime = TestScheduler.Defaults.subscribed,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  XCTAssertMarbles(
    events, marbles, values: characterValues(marbles), error: error, frame: frame, subscribed: subscribed,
    fileID: fileID, filePath: filePath,
    line: line, column: column)
}
