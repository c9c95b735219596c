import Foundation

/// Draws a `--scaling` run as SVG: one panel per chain, nanoseconds per element against the size on
/// log–log axes, a line per cell. A flat line is linear growth; a line that climbs one decade per
/// decade of size is quadratic, and its label carries a warning sign.
package enum ScalingChartWriter {
  private static let panelWidth = 300.0
  private static let panelHeight = 220.0
  private static let panelGap = 70.0
  private static let left = 70.0
  private static let top = 80.0
  private static let bottom = 60.0
  private static let labelWidth = 150.0
  private static let palette = ["#4e79a7", "#f28e2b", "#59a14f"]

  /// The chart as a complete SVG document.
  package static func write(_ report: BenchmarkReport) -> String {
    let chains = report.scaledChains
    let width = left + Double(max(chains.count, 1)) * (panelWidth + labelWidth + panelGap)
    let height = top + panelHeight + bottom
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" "
        + "viewBox=\"0 0 \(f(width)) \(f(height))\" font-family=\"sans-serif\" font-size=\"11\">",
      "<title>ReactiveStyles benchmarks: nanoseconds per element at each size, log–log</title>",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
      text(left, 24, "How cost grows: ns per element at each size (log–log; flat = linear total cost)", 14, bold: true),
    ]
    for (index, chain) in chains.enumerated() {
      parts.append(panel(chain, report: report, x: left + Double(index) * (panelWidth + labelWidth + panelGap)))
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n") + "\n"
  }

  private static func panel(_ chain: ChainInfo, report: BenchmarkReport, x: Double) -> String {
    let results = report.scaling(of: chain.id)
    let sizes = ScalingWriter.allSizes(results)
    let yScale = LogScale(values: results.flatMap { $0.points.map(\.median) })
    let xScale = LogScale(values: sizes.map(Double.init))
    func px(_ size: Int) -> Double {
      x + panelWidth * (1 - xScale.y(Double(size), height: 1))
    }
    func py(_ median: Double) -> Double { top + yScale.y(median, height: panelHeight) }
    var parts = ["<g>"]
    parts.append(
      "<rect x=\"\(f(x))\" y=\"\(f(top))\" width=\"\(f(panelWidth))\" height=\"\(f(panelHeight))\" fill=\"#f6f6f6\"/>")
    for exponent in yScale.lowExponent...yScale.highExponent {
      let y = py(pow(10, Double(exponent)))
      parts.append(
        "<line x1=\"\(f(x))\" y1=\"\(f(y))\" x2=\"\(f(x + panelWidth))\" y2=\"\(f(y))\" stroke=\"#dddddd\"/>")
      parts.append(text(x - 6, y + 4, decade(exponent), 10, anchor: "end"))
    }
    for size in sizes {
      parts.append(text(px(size), top + panelHeight + 16, Formatting.grouped(size), 10, anchor: "middle"))
    }
    for (index, result) in results.enumerated() {
      let color = result.style.isFloor ? "#c0392b" : palette[(Style.selectable.firstIndex(of: result.style) ?? 0) % 3]
      let dash = result.variant != nil || result.style == .dynamic ? " stroke-dasharray=\"5,3\"" : ""
      let points = result.points.map { "\(f(px($0.size))),\(f(py($0.median)))" }.joined(separator: " ")
      let label = "\(result.styleLabel) (exponent \(String(format: "%.2f", result.exponent)))"
      parts.append(
        "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(dash)>"
          + "<title>\(ChartWriter.escape(result.name + ": " + label))</title></polyline>")
      for point in result.points {
        parts.append(
          "<circle cx=\"\(f(px(point.size)))\" cy=\"\(f(py(point.median)))\" r=\"3\" fill=\"\(color)\">"
            + "<title>\(ChartWriter.escape("\(result.name) at \(point.size): \(Formatting.nanoseconds(point.median)) ns"))"
            + "</title></circle>")
      }
      let warning = result.growth == .superlinear ? "⚠ " : ""
      parts.append(
        "<rect x=\"\(f(x + panelWidth + 12))\" y=\"\(f(top + Double(index) * 16 - 9))\" width=\"10\" height=\"10\" "
          + "fill=\"\(color)\"/>")
      parts.append(text(x + panelWidth + 26, top + Double(index) * 16, warning + label, 10))
    }
    parts.append(
      text(x + panelWidth / 2, top - 10, "\(chain.id): ns per \(chain.unit)", 12, anchor: "middle", bold: true))
    parts.append(text(x + panelWidth / 2, top + panelHeight + 34, "size", 10, anchor: "middle"))
    parts.append("</g>")
    return parts.joined(separator: "\n")
  }

  private static func decade(_ exponent: Int) -> String {
    let value = pow(10, Double(exponent))
    return exponent < 0 ? String(format: "%g", value) : Formatting.grouped(Int(value))
  }

  private static func text(
    _ x: Double, _ y: Double, _ content: String, _ size: Int, anchor: String = "start", bold: Bool = false
  ) -> String {
    "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(size)\" text-anchor=\"\(anchor)\""
      + (bold ? " font-weight=\"bold\"" : "") + ">\(ChartWriter.escape(content))</text>"
  }

  private static func f(_ value: Double) -> String { String(format: "%.1f", value) }
}
