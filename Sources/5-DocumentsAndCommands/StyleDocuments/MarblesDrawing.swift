import Marbles
import StyleCatalog
import StyleRunners

/// The diagrams of one run: the inputs and each style's output, with the frames where the
/// styles disagree.
public struct MarblesDrawing: Equatable, Sendable {
  /// One drawn stream.
  public struct Row: Equatable, Sendable {
    /// `input`, `input 2`, or the style's name.
    public let label: String
    /// Its events, one frame a tick, or `nil` when the style has no such operator.
    public let events: [TimedMarbleEvent<String>]?
    /// Why a style draws nothing for a run with an edge, when it has the operator but not the edge.
    public var unavailable: String? = nil
  }

  /// The heading: the operator, its number with units, and the frame's duration.
  public let title: String
  /// The inputs, then rx, producer and async.
  public let rows: [Row]
  /// The frames where the styles that have the operator do not all draw the same.
  public let differingFrames: [Int]
  /// The frame at which the output's subscription is disposed, if the scenario ends it early.
  public let disposedAt: Int?
  /// The frame at which the drawn subscriber subscribes, when it is not frame 0 (a late subscriber
  /// of `share`, `deferred` or a subject, the only subscriber of `just` and the other creating
  /// operators).
  public let subscribedAt: Int?

  /// Runs `scenario` in every style.
  /// - Parameters:
  ///   - scenario: the operator, inputs and timing, in frames.
  ///   - frameMilliseconds: the duration of one frame, for the title.
  /// - Throws: `ScenarioError` for a scenario the runners reject.
  public init(_ scenario: MarbleScenario, frameMilliseconds: Int) throws(ScenarioError) {
    var rows: [Row] = []
    for (index, input) in scenario.inputs.enumerated() {
      let events = (try? MarbleDiagram(input, ticksPerSecond: 1))?.events ?? []
      rows.append(Row(label: scenario.inputs.count == 1 ? "input" : "input \(index + 1)", events: events))
    }
    var outputs: [Style: StyleOutput] = [:]
    for style in Style.allCases {
      let run: (output: StyleOutput, log: [TimedMarbleEvent<String>])
      run = try StyleRunner.runLogging(scenario, in: style)
      outputs[style] = run.output
      if case .events(let events) = run.output {
        rows.append(Row(label: style.rawValue, events: events))
        // The side effects of `do`, under the events they came with.
        if scenario.op == .do { rows.append(Row(label: "\(style.rawValue) log", events: run.log)) }
      } else if case .unavailable(let reason) = run.output, scenario.edge != nil {
        rows.append(Row(label: style.rawValue, events: nil, unavailable: reason))
      } else {
        rows.append(Row(label: style.rawValue, events: nil))
      }
    }
    self.rows = rows
    disposedAt = scenario.disposedAt
    subscribedAt = scenario.drawnSubscriptionFrame
    differingFrames = Self.differingFrames(Style.allCases.compactMap { outputs[$0]?.line })
    var title = scenario.op.rawValue
    switch scenario.op {
    case .take, .skip, .takeLast, .buffer, .retry: title += " \(scenario.parameter)"
    case _ where scenario.op.parameterName != nil: title += " \(scenario.parameter * frameMilliseconds)ms"
    default: break
    }
    if let edge = scenario.edge { title += ", \(edge)" }
    self.title = title + ", one character = \(frameMilliseconds)ms"
  }

  private static func differingFrames(_ lines: [MarbleLine]) -> [Int] {
    guard lines.count > 1 else { return [] }
    let last = lines.map { $0.firstFrame + $0.cells.count }.max() ?? 0
    let first = lines.map(\.firstFrame).min() ?? 0
    return (first..<last).filter { frame in
      // Before a line's first event and after its last, nothing happens: the same as a `-`.
      let cells = lines.map { line in
        let offset = frame - line.firstFrame
        return offset >= 0 && offset < line.cells.count ? line.cells[offset] : "-"
      }
      return Set(cells).count > 1
    }
  }

  /// The diagrams as aligned text: a title line, one line per row, and a `^` under each frame
  /// where the styles differ.
  ///
  /// ```
  /// debounce 20ms, one character = 10ms
  /// input     a-b---c|
  /// rx        ----b--(c|)
  /// producer  ----b--|
  /// async     ----b--(c|)
  /// differs          ^
  /// ```
  public var text: String {
    let drawn = rows.compactMap { row in row.events.map { MarbleLine($0) } }
    let layout = MarbleLine.columns(drawn)
    let width = max(rows.map(\.label.count).max() ?? 0, "differs".count) + 2
    var lines = [title]
    var texts = layout.texts.makeIterator()
    for row in rows {
      let label = row.label.padding(toLength: width, withPad: " ", startingAt: 0)
      if row.events == nil {
        let operatorName = title.prefix { $0 != " " && $0 != "," }
        lines.append(label + "n/a (\(row.unavailable ?? "the \(row.label) style has no \(operatorName)"))")
      } else {
        lines.append(label + (texts.next() ?? ""))
      }
    }
    if !differingFrames.isEmpty {
      var marks = [Character](repeating: " ", count: (layout.starts.values.max() ?? 0) + 1)
      for frame in differingFrames {
        if let column = layout.starts[frame] { marks[column] = "^" }
      }
      var marker = String(marks)
      while marker.last == " " { marker.removeLast() }
      lines.append("differs".padding(toLength: width, withPad: " ", startingAt: 0) + marker)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
