import Foundation
import Marbles
import ProducerStyle
import ProducerStyleTestKit
import StyleTestReporting

/// Asserts that recorded events match a marble diagram; on failure prints the expected diagram
/// above the actual one, aligned, with the first difference marked.
///
/// ```swift
/// let recorder = EventRecorder(source.map { $0 * 2 }, clock: scheduler)
/// scheduler.run()
/// XCTAssertMarbles(recorder.recorded, "-a-b-|", values: ["a": 2, "b": 4])
/// ```
/// - Parameters:
///   - recorded: the events of an `EventRecorder` stamped by the test scheduler.
///   - marbles: the expected diagram; frame 0 (or `^`) is `subscribed` seconds after the start.
///   - values: the value of each value character.
///   - error: the error `#` stands for; `nil` when the diagram has no `#`.
///   - frame: seconds per character.
///   - subscribed: seconds after the start of frame 0 or of `^`.
///   - fileID: the file a failure is reported in, for Swift Testing; the caller's by default.
///   - filePath: the file a failure is reported in, for XCTest; the caller's by default.
///   - line: the line a failure is reported at; the caller's by default.
///   - column: the column a failure is reported at, for Swift Testing; the caller's by default.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The name follows XCTest's assertions.
public func XCTAssertMarbles<Value: Equatable, Error: Equatable>(
  _ recorded: [Recorded<Value, Error>], _ marbles: String, values: [Character: Value], error: Error? = nil,
  frame: TimeInterval = 1, subscribed: TimeInterval = 0, fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let message = marbleAssertionMessage { () throws(MarbleError) in
    try marbleDifference(recorded, marbles, values: values, error: error, frame: frame, subscribed: subscribed)
  }
  if let message { reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) }
}
