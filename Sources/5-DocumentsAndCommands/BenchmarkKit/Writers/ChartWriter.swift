import Foundation

/// Writes a report as an SVG bar chart: a group of bars per chain, one bar per style (the median,
/// with a min–max whisker), on a logarithmic axis, with both floors drawn across each group.
package enum ChartWriter {
  private static let barWidth = 22.0
  private static let barGap = 6.0
  private static let groupPadding = 14.0
  private static let groupGap = 22.0
  private static let left = 78.0
  private static let right = 24.0
  private static let top = 78.0
  private static let plotHeight = 320.0
  private static let bottom = 56.0

  private static let colors: [Style: String] = [.rx: "#4e79a7", .producer: "#f28e2b", .async: "#59a14f"]

  /// The chart as a complete SVG document.
  package static func write(_ report: BenchmarkReport) -> String {
    let chains = report.measuredChains
    let scale = LogScale(values: report.cells.flatMap { [$0.summary.min, $0.summary.max, $0.summary.median] })
    var x = left
    var groups: [String] = []
    for chain in chains {
      let group = drawGroup(chain, report: report, x: x, scale: scale)
      groups.append(group.svg)
      x += group.width + groupGap
    }
    let width = max(x - groupGap + right, 420)
    let height = top + plotHeight + bottom
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" "
        + "viewBox=\"0 0 \(f(width)) \(f(height))\" font-family=\"sans-serif\" font-size=\"11\">",
      "<title>ReactiveStyles benchmarks: nanoseconds per element, log scale</title>",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
      text(left, 22, "Nanoseconds per element (median, min–max whisker; log scale)", size: 14, bold: true),
    ]
    parts.append(legend(styles: Set(report.cells.map(\.style)).filter { !$0.isFloor }.sorted(), y: 44))
    parts.append(axis(scale: scale, width: width))
    parts += groups
    parts.append("</svg>")
    return parts.joined(separator: "\n") + "\n"
  }

  private static func drawGroup(
    _ chain: ChainInfo, report: BenchmarkReport, x: Double, scale: LogScale
  ) -> (svg: String, width: Double) {
    // The runtime's floors are drawn as bars: they are what their chain block measures.
    let bars = report.cells(of: chain.id).filter { $0.style != .loop && $0.style != .dynamic }
    let slots = Double(max(bars.count, 2))
    let width = groupPadding * 2 + slots * barWidth + (slots - 1) * barGap
    let baseY = top + plotHeight
    var parts = ["<g>"]
    parts.append(
      "<rect x=\"\(f(x))\" y=\"\(f(top))\" width=\"\(f(width))\" height=\"\(f(plotHeight))\" fill=\"#f6f6f6\"/>")
    for (index, cell) in bars.enumerated() {
      let barX = x + groupPadding + Double(index) * (barWidth + barGap)
      let y = top + scale.y(cell.summary.median, height: plotHeight)
      let color = colors[cell.style] ?? "#999999"
      let opacity = cell.variant == nil ? "1" : "0.55"
      let tooltip =
        "\(cell.name): median \(Formatting.nanoseconds(cell.summary.median)) ns "
        + "(min \(Formatting.nanoseconds(cell.summary.min)), max \(Formatting.nanoseconds(cell.summary.max)))"
      parts.append(
        "<rect x=\"\(f(barX))\" y=\"\(f(y))\" width=\"\(f(barWidth))\" height=\"\(f(max(baseY - y, 0.5)))\" "
          + "fill=\"\(color)\" fill-opacity=\"\(opacity)\"><title>\(escape(tooltip))</title></rect>")
      let center = barX + barWidth / 2
      let minY = top + scale.y(cell.summary.min, height: plotHeight)
      let maxY = top + scale.y(cell.summary.max, height: plotHeight)
      parts.append(
        "<line x1=\"\(f(center))\" y1=\"\(f(minY))\" x2=\"\(f(center))\" y2=\"\(f(maxY))\" stroke=\"#333\"/>")
      parts.append(text(center, y - 4, Formatting.nanoseconds(cell.summary.median), size: 9, anchor: "middle"))
      if let variant = cell.variant {
        parts.append(text(center, baseY - 4, variant, size: 8, anchor: "middle"))
      }
    }
    for floor in [Style.loop, .dynamic] {
      guard let median = report.floorMedian(floor, of: chain.id) else { continue }
      let y = top + scale.y(median, height: plotHeight)
      let dash = floor == .dynamic ? " stroke-dasharray=\"5,3\"" : ""
      let label = "\(chain.id) \(floor.label): \(Formatting.nanoseconds(median)) ns"
      parts.append(
        "<line x1=\"\(f(x))\" y1=\"\(f(y))\" x2=\"\(f(x + width))\" y2=\"\(f(y))\" stroke=\"#c0392b\" "
          + "stroke-width=\"2\"\(dash)><title>\(escape(label))</title></line>")
    }
    if bars.isEmpty {
      parts.append(text(x + width / 2, top + 14, "floors only", size: 9, anchor: "middle"))
    }
    parts.append(text(x + width / 2, baseY + 18, chain.id, size: 12, anchor: "middle", bold: true))
    parts.append(text(x + width / 2, baseY + 32, "per \(chain.unit)", size: 8, anchor: "middle"))
    parts.append("</g>")
    return (parts.joined(separator: "\n"), width)
  }

  private static func legend(styles: [Style], y: Double) -> String {
    var parts: [String] = []
    var x = left
    for style in styles {
      parts.append(
        "<rect x=\"\(f(x))\" y=\"\(f(y - 9))\" width=\"12\" height=\"12\" fill=\"\(colors[style] ?? "#999999")\"/>")
      parts.append(text(x + 16, y + 1, style.label))
      x += 80
    }
    parts.append(
      "<line x1=\"\(f(x))\" y1=\"\(f(y - 3))\" x2=\"\(f(x + 24))\" y2=\"\(f(y - 3))\" stroke=\"#c0392b\" stroke-width=\"2\"/>"
    )
    parts.append(text(x + 30, y + 1, "loop floor"))
    x += 110
    parts.append(
      "<line x1=\"\(f(x))\" y1=\"\(f(y - 3))\" x2=\"\(f(x + 24))\" y2=\"\(f(y - 3))\" stroke=\"#c0392b\" "
        + "stroke-width=\"2\" stroke-dasharray=\"5,3\"/>")
    parts.append(text(x + 30, y + 1, "dynamic floor (calls through function references)"))
    return parts.joined(separator: "\n")
  }

  private static func axis(scale: LogScale, width: Double) -> String {
    var parts: [String] = []
    for exponent in scale.lowExponent...scale.highExponent {
      let value = pow(10, Double(exponent))
      let y = top + scale.y(value, height: plotHeight)
      parts.append(
        "<line x1=\"\(f(left - 4))\" y1=\"\(f(y))\" x2=\"\(f(width - right))\" y2=\"\(f(y))\" stroke=\"#dddddd\"/>")
      parts.append(text(left - 8, y + 4, label(exponent), anchor: "end"))
    }
    let middle = top + plotHeight / 2
    parts.append(
      "<text x=\"16\" y=\"\(f(middle))\" transform=\"rotate(-90 16 \(f(middle)))\" text-anchor=\"middle\">"
        + "ns per element</text>")
    return parts.joined(separator: "\n")
  }

  private static func label(_ exponent: Int) -> String {
    switch exponent {
    case ..<0: String(format: "%g", pow(10, Double(exponent)))
    case 0..<3: String(Int(pow(10, Double(exponent))))
    case 3..<6: "\(Int(pow(10, Double(exponent - 3))))k"
    default: "\(Int(pow(10, Double(exponent - 6))))M"
    }
  }

  private static func text(
    _ x: Double, _ y: Double, _ content: String, size: Int = 11, anchor: String = "start", bold: Bool = false
  ) -> String {
    "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(size)\" text-anchor=\"\(anchor)\""
      + (bold ? " font-weight=\"bold\"" : "") + ">\(escape(content))</text>"
  }

  /// Escapes the characters XML reserves.
  static func escape(_ text: String) -> String {
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

  private static func f(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// A base-10 logarithmic axis spanning whole decades around the values.
struct LogScale {
  let lowExponent: Int
  let highExponent: Int

  init(values: [Double]) {
    let positive = values.filter { $0 > 0 && $0.isFinite }
    let low = positive.min() ?? 1
    let high = positive.max() ?? 10
    lowExponent = Int(log10(low).rounded(.down))
    highExponent = max(Int(log10(high).rounded(.up)), lowExponent + 1)
  }

  /// The distance from the top of a plot `height` tall; values at or below zero sit at the bottom.
  func y(_ value: Double, height: Double) -> Double {
    guard value > 0 else { return height }
    let fraction = (log10(value) - Double(lowExponent)) / Double(highExponent - lowExponent)
    return height * (1 - min(max(fraction, 0), 1))
  }
}
