/// Compares recorded events with the events of an expected diagram and, when they differ,
/// explains how: the expected diagram above the actual one, aligned frame by frame, with a caret
/// under the first frame that differs.
///
/// ```
/// marbles differ at frame 4 (tick 40):
///   expected  -a--b-|
///   actual    -a---b|
///                 ^
/// ```
///
/// ```swift
/// if let message = MarbleComparison.difference(expected: diagram.events, actual: recorded, ticksPerFrame: 10) {
///   XCTFail(message)
/// }
/// ```
public enum MarbleComparison {
  /// The explanation of how `actual` differs from `expected`, or `nil` when they are equal.
  /// - Parameters:
  ///   - expected: the expected events (usually a parsed diagram's).
  ///   - actual: the recorded events, converted to marble events.
  ///   - ticksPerFrame: ticks per character of the drawings.
  ///   - label: the text of a value in the drawings.
  /// - Returns: the aligned drawings with the first difference marked, and the event lists when
  ///   the drawings alone cannot show the difference (times between frames).
  public static func difference<Value: Equatable>(
    expected: [TimedMarbleEvent<Value>], actual: [TimedMarbleEvent<Value>], ticksPerFrame: Int = 1,
    label: (Value) -> String = { "\($0)" }
  ) -> String? {
    guard expected != actual else { return nil }
    let frame = max(ticksPerFrame, 1)
    let expectedLine = MarbleLine(expected, ticksPerFrame: frame, label: label)
    let actualLine = MarbleLine(actual, ticksPerFrame: frame, label: label)
    let layout = MarbleLine.columns([expectedLine, actualLine])
    let differing = firstDifferingFrame(expected, actual, frame: frame)
    var lines = ["marbles differ at frame \(differing) (tick \(differing * frame)):"]
    lines.append("  expected  " + layout.texts[0])
    lines.append("  actual    " + layout.texts[1])
    let column = layout.starts[differing] ?? max(layout.texts[0].count, layout.texts[1].count)
    lines.append("  " + String(repeating: " ", count: 10 + column) + "^")
    if layout.texts[0] == layout.texts[1] || !expectedLine.isExact || !actualLine.isExact {
      lines.append("  expected events: " + expected.map(\.debugDescription).joined(separator: ", "))
      lines.append("  actual events:   " + actual.map(\.debugDescription).joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }

  /// The earliest frame whose events differ between the two lists.
  static func firstDifferingFrame<Value: Equatable>(
    _ expected: [TimedMarbleEvent<Value>], _ actual: [TimedMarbleEvent<Value>], frame: Int
  ) -> Int {
    let count = min(expected.count, actual.count)
    let index = (0..<count).first { expected[$0] != actual[$0] } ?? count
    let times = [
      index < expected.count ? expected[index].time : nil, index < actual.count ? actual[index].time : nil,
    ].compactMap { $0 }
    let time = times.min() ?? 0
    return time >= 0 ? time / frame : -((-time + frame - 1) / frame)
  }
}
