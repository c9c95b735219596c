import Marbles

extension MarblesDrawing {
  /// The diagrams as an SVG picture: a time line per row, values as labelled circles, completion
  /// as a bar, failure as a cross, interruption as `!`, the frame numbers above; the frames where
  /// the styles differ are shaded behind the style rows, and a dashed line marks the disposal or
  /// the late subscription.
  public var svg: String { svg(titled: title) }

  /// The picture with another heading, drawn at `scale` (the atlas index draws its pictures small).
  func svg(titled heading: String, scale: Double = 1) -> String {
    let layout = SVGLayout(rows: rows.count, frames: frameCount, heading: heading)
    let size =
      "width=\"\(number((Double(layout.width) * scale).rounded()))\" "
      + "height=\"\(number((Double(layout.height) * scale).rounded()))\""
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) "
        + "viewBox=\"0 0 \(layout.width) \(layout.height)\" font-family=\"Helvetica, Arial, sans-serif\">",
      "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
      "  <text x=\"10\" y=\"22\" font-size=\"14\" font-weight=\"bold\">\(escaped(heading))</text>",
    ]
    let styleRows = rows.indices.filter { rows[$0].label.hasPrefix("input") == false }
    if let top = styleRows.first, let bottom = styleRows.last {
      for frame in differingFrames {
        parts.append(
          "  <rect x=\(attribute(layout.x(frame) - layout.unit / 2)) y=\(attribute(layout.y(top) - 20)) "
            + "width=\(attribute(layout.unit)) height=\(attribute(layout.y(bottom) - layout.y(top) + 40)) "
            + "fill=\"#fde68a\" opacity=\"0.6\"/>")
      }
    }
    parts += frameNumbers(layout)
    if let top = styleRows.first, let bottom = styleRows.last {
      let marks = [(subscribedAt, "subscribes", "#2563eb"), (disposedAt, "disposed", "#c00")]
      for case (let frame?, let label, let colour) in marks {
        // A disposal at the frame of the subscription puts its label on a line of its own.
        let line = label == "disposed" && frame == subscribedAt ? 1.0 : 0.0
        parts += mark(
          label, at: frame, colour: colour, from: layout.y(top) - 20, to: layout.y(bottom) + 20, line: line, layout)
      }
    }
    for (index, row) in rows.enumerated() {
      parts += drawing(of: row, at: layout.y(index), layout: layout)
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n") + "\n"
  }

  private var frameCount: Int {
    let last = rows.compactMap { $0.events?.map(\.time).max() }.max() ?? 0
    return max(last + 2, (disposedAt ?? 0) + 2, (subscribedAt ?? 0) + 2, 4)
  }

  /// The frame numbers above the first row, every frame, so that a reader can find the frame a
  /// page names.
  private func frameNumbers(_ layout: SVGLayout) -> [String] {
    (0..<layout.frames).map { frame in
      "  <text x=\(attribute(layout.x(frame))) y=\"44\" font-size=\"9\" fill=\"#888\" "
        + "text-anchor=\"middle\">\(frame)</text>"
    }
  }

  /// A dashed line through the style rows where `frame` starts, labelled below them.
  private func mark(
    _ label: String, at frame: Int, colour: String, from top: Double, to bottom: Double, line: Double,
    _ layout: SVGLayout
  ) -> [String] {
    // At the frame's left edge, so that an event of the same frame (the producer's `!`) stays visible.
    let x = layout.x(frame) - layout.unit / 2
    return [
      "  <line x1=\(attribute(x)) y1=\(attribute(top)) x2=\(attribute(x)) y2=\(attribute(bottom)) "
        + "stroke=\"\(colour)\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>",
      "  <text x=\(attribute(x)) y=\(attribute(bottom + 12 + 12 * line)) font-size=\"11\" fill=\"\(colour)\" "
        + "text-anchor=\"middle\">\(label)</text>",
    ]
  }

  private func drawing(of row: Row, at y: Double, layout: SVGLayout) -> [String] {
    var parts = ["  <text x=\"10\" y=\(attribute(y + 5)) font-size=\"13\">\(escaped(row.label))</text>"]
    guard let events = row.events else {
      let why = escaped(row.unavailable ?? "this style has no such operator")
      parts.append(
        "  <text x=\(attribute(layout.left)) y=\(attribute(y + 5)) font-size=\"13\" fill=\"#666\">n/a: \(why)</text>")
      return parts
    }
    parts.append(
      "  <line x1=\(attribute(layout.left)) y1=\(attribute(y)) x2=\(attribute(layout.right)) y2=\(attribute(y)) "
        + "stroke=\"#333\" stroke-width=\"1.5\"/>")
    parts.append(
      "  <path d=\"M \(number(layout.right)) \(number(y)) l -8 -5 v 10 z\" fill=\"#333\"/>")
    let byFrame = Dictionary(grouping: events, by: \.time)
    for (frame, group) in byFrame.sorted(by: { $0.key < $1.key }) {
      // The wider circles of longer labels need more room beside the events of the same frame.
      let wide = group.contains { if case .value(let label) = $0.event { label.count > 1 } else { false } }
      let spacing = wide ? 30.0 : 18.0
      for (position, event) in group.enumerated() {
        let x = layout.x(frame) + (Double(position) - Double(group.count - 1) / 2) * spacing
        parts.append(shape(event.event, x: x, y: y))
      }
    }
    return parts
  }

  private func shape(_ event: MarbleEvent<String>, x: Double, y: Double) -> String {
    switch event {
    case .value(let label):
      let radius = label.count > 3 ? 17.0 : label.count > 1 ? 16.0 : 12.0
      return "  <g><circle cx=\(attribute(x)) cy=\(attribute(y)) r=\(attribute(radius)) fill=\"\(color(label))\" "
        + "stroke=\"#333\"/><text x=\(attribute(x)) y=\(attribute(y + 4)) font-size=\"\(label.count > 2 ? 10 : 12)\" "
        + "text-anchor=\"middle\">\(escaped(label))</text></g>"
    case .completed:
      return "  <line x1=\(attribute(x)) y1=\(attribute(y - 14)) x2=\(attribute(x)) y2=\(attribute(y + 14)) "
        + "stroke=\"#333\" stroke-width=\"3\"/>"
    case .failed:
      return "  <path d=\"M \(number(x - 9)) \(number(y - 9)) L \(number(x + 9)) \(number(y + 9)) "
        + "M \(number(x + 9)) \(number(y - 9)) L \(number(x - 9)) \(number(y + 9))\" stroke=\"#c00\" stroke-width=\"3\"/>"
    case .interrupted:
      return "  <text x=\(attribute(x)) y=\(attribute(y + 6)) font-size=\"18\" font-weight=\"bold\" fill=\"#c00\" "
        + "text-anchor=\"middle\">!</text>"
    }
  }

  private func color(_ label: String) -> String {
    let palette = ["#93c5fd", "#fca5a5", "#86efac", "#fde047", "#c4b5fd", "#f9a8d4", "#67e8f9", "#fdba74"]
    let sum = label.unicodeScalars.reduce(0) { $0 + Int($1.value) }
    return palette[sum % palette.count]
  }
}

/// Where rows and frames go in the picture.
private struct SVGLayout {
  let rows: Int
  let frames: Int
  let unit = 34.0
  let left = 100.0
  let rowHeight = 50.0
  /// The heading, which the picture is wide enough to show whole.
  let heading: String

  var right: Double { left + Double(frames) * unit }
  // About 8.5 points a character of the bold 14-point heading, from its left margin of 10.
  var width: Int { Int(max(right + 20, 20 + Double(heading.count) * 8.5)) }
  var height: Int { Int(40 + Double(rows) * rowHeight + 24) }

  func x(_ frame: Int) -> Double { left + (Double(frame) + 0.5) * unit }
  func y(_ row: Int) -> Double { 40 + (Double(row) + 0.5) * rowHeight }
}

private func number(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}

private func attribute(_ value: Double) -> String {
  "\"" + number(value) + "\""
}

/// `text` with the characters XML reserves replaced by entities.
func escaped(_ text: String) -> String {
  var result = ""
  for character in text {
    switch character {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    case "'": result += "&apos;"
    default: result.append(character)
    }
  }
  return result
}
