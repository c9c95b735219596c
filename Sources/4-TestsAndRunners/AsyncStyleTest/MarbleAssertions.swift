import AsyncStyleTestKit
import Marbles
import StyleTestReporting

/// Asserts that an async recorder's events match a marble diagram; on failure prints the
/// expected diagram above the actual one, aligned, with the first difference marked.
///
/// ```swift
/// let recorder = scheduler.start { source.map { $0 * 2 } }
/// XCTAssertMarbles(recorder.events, "-a-b-|", values: ["a": 2, "b": 4])
/// ```
/// - Parameters:
///   - events: an `AsyncRecorder`'s events.
///   - marbles: the expected diagram; frame 0 (or `^`) is at tick `subscribed`.
///   - values: the element of each value character.
///   - error: the error `#` stands for; `nil` when the diagram has no `#`.
///   - frame: ticks per character.
///   - subscribed: the tick of frame 0 or of `^`; 200 as in `AsyncTestScheduler/start(created:subscribed:cancelled:_:)`.
///   - fileID: the file a failure is reported in, for Swift Testing; the caller's by default.
///   - filePath: the file a failure is reported in, for XCTest; the caller's by default.
///   - line: the line a failure is reported at; the caller's by default.
///   - column: the column a failure is reported at, for Swift Testing; the caller's by default.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name follows XCTest's assertions.
public func XCTAssertMarbles<Element: Equatable, Failure: Error>(
  _ events: [AsyncRecorded<Element, Failure>], _ marbles: String, values: [Character: Element], error: Failure? = nil,
  frame: Int = 10, subscribed: Int = 200, fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let message = marbleAssertionMessage { () throws(MarbleError) in
    try marbleDifference(events, marbles, values: values, error: error, frame: frame, subscribed: subscribed)
  }
  if let message { reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) }
}
