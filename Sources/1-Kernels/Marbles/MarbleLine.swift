/// Recorded events drawn as a diagram: one cell per frame, so that several diagrams can be
/// aligned frame by frame even where a cell is wider than one character.
///
/// A cell is `-` for an empty frame, the value's label, `|`, `#` or `!` for one event, and a
/// group such as `(a|)` for several events in one frame. An event whose time is not a whole
/// number of frames is drawn in the frame it falls into, and ``isExact`` becomes `false`.
///
/// ```swift
/// let line = MarbleLine([TimedMarbleEvent(time: 10, event: .value("a")), TimedMarbleEvent(time: 30, event: .completed)],
///                       ticksPerFrame: 10)
/// print(line.text)  // -a-|
/// ```
public struct MarbleLine: Equatable, Sendable, CustomStringConvertible {
  /// The cells, one per frame from ``firstFrame``.
  public let cells: [String]
  /// The frame of the first cell: `0`, or negative when events come before the origin (a hot
  /// stream's events before its subscription), in which case frame 0 is drawn as `^`.
  public let firstFrame: Int
  /// Whether every event's time was a whole number of frames.
  public let isExact: Bool

  /// Draws `events`.
  /// - Parameters:
  ///   - events: the events, in the order they happened.
  ///   - ticksPerFrame: ticks per cell; must be positive.
  ///   - label: the text of a value; one character keeps the diagram readable back.
  public init<Value>(
    _ events: [TimedMarbleEvent<Value>], ticksPerFrame: Int = 1, label: (Value) -> String = { "\($0)" }
  ) {
    let frame = max(ticksPerFrame, 1)
    let frames = events.map { Self.floorDivide($0.time, frame) }
    let first = min(frames.min() ?? 0, 0)
    let last = max(frames.max() ?? -1, first < 0 ? 0 : -1)
    var grouped = [[String]](repeating: [], count: max(last - first + 1, 0))
    for (event, frameIndex) in zip(events, frames) {
      grouped[frameIndex - first].append(Self.symbol(event.event, label: label))
    }
    cells = grouped.enumerated().map { offset, symbols in
      switch symbols.count {
      case 0: offset + first == 0 && first < 0 ? "^" : "-"
      case 1: symbols[0]
      default: "(" + symbols.joined() + ")"
      }
    }
    firstFrame = first
    isExact = events.allSatisfy { $0.time % frame == 0 }
  }

  /// The diagram: the cells side by side.
  public var text: String { cells.joined() }

  /// The diagram, as ``text``.
  public var description: String { text }

  /// Draws `lines` one under the other, padding each frame's cell with spaces to the widest cell
  /// of that frame, so that equal times sit in one column. Spaces are ignored when a diagram is
  /// read, so the padded diagrams still parse to the same events.
  /// - Parameter lines: the diagrams to align.
  /// - Returns: one string per line, in order.
  public static func aligned(_ lines: [MarbleLine]) -> [String] {
    columns(lines).texts
  }

  /// ``aligned(_:)``'s texts, with the start column (0-based, in characters) of each frame in
  /// them and the earliest frame, for marking frames under the drawings.
  ///
  /// ```swift
  /// let layout = MarbleLine.columns([expected, actual])
  /// let caret = String(repeating: " ", count: layout.starts[3] ?? 0) + "^"
  /// ```
  /// - Parameter lines: the diagrams to align.
  /// - Returns: the padded texts, each frame's start column, and the first frame.
  public static func columns(_ lines: [MarbleLine]) -> (texts: [String], starts: [Int: Int], first: Int) {
    let first = lines.map(\.firstFrame).min() ?? 0
    let last = lines.map { $0.firstFrame + $0.cells.count - 1 }.max() ?? -1
    guard last >= first else { return (lines.map { _ in "" }, [:], first) }
    var widths = [Int](repeating: 1, count: last - first + 1)
    for line in lines {
      for (offset, cell) in line.cells.enumerated() {
        let slot = line.firstFrame + offset - first
        widths[slot] = max(widths[slot], cell.count)
      }
    }
    var starts: [Int: Int] = [:]
    var position = 0
    for (slot, width) in widths.enumerated() {
      starts[slot + first] = position
      position += width
    }
    let texts = lines.map { line in
      var text = ""
      for slot in widths.indices {
        let offset = slot + first - line.firstFrame
        guard offset >= 0, offset < line.cells.count else {
          if offset >= line.cells.count { break }
          text += String(repeating: " ", count: widths[slot])
          continue
        }
        let cell = line.cells[offset]
        text += cell + String(repeating: " ", count: widths[slot] - cell.count)
      }
      return trimmingTrailingSpaces(text)
    }
    return (texts, starts, first)
  }

  private static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }

  private static func symbol<Value>(_ event: MarbleEvent<Value>, label: (Value) -> String) -> String {
    switch event {
    case .value(let value): label(value)
    case .completed: "|"
    case .failed: "#"
    case .interrupted: "!"
    }
  }

  private static func floorDivide(_ time: Int, _ frame: Int) -> Int {
    time >= 0 ? time / frame : -((-time + frame - 1) / frame)
  }
}
