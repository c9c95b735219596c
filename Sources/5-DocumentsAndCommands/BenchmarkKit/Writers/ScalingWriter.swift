import Foundation

/// Writes a `--scaling` run as text or Markdown: per chain, each cell's cost per element at every
/// size, the fitted exponent of its total cost, and a flag on anything that grows faster than linear.
package enum ScalingWriter {
  /// The aligned text table.
  package static func table(_ report: BenchmarkReport) -> String {
    var lines: [String] = []
    for chain in report.scaledChains {
      let results = report.scaling(of: chain.id)
      let sizes = allSizes(results)
      let headers = ["chain", "style"] + sizes.map { "n=" + Formatting.grouped($0) } + ["exponent", "growth"]
      let rows = results.map { row(for: $0, sizes: sizes) }
      let widths = headers.indices.map { column in ([headers] + rows).map { $0[column].count }.max() ?? 0 }
      if !lines.isEmpty { lines.append("") }
      lines.append("\(chain.id)  \(chain.title)  (ns per \(chain.unit) at each size; total ∝ elements^exponent)")
      lines.append(format(headers, widths: widths))
      lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
      lines += rows.map { format($0, widths: widths) }
    }
    let flagged = flaggedNames(report)
    lines.append("")
    lines.append(
      flagged.isEmpty
        ? "No cell grows faster than linearly (exponent at most 1 + \(Growth.tolerance))."
        : "Superlinear: " + flagged.joined(separator: ", "))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The same tables in Markdown, for `results.md`.
  package static func markdown(_ report: BenchmarkReport) -> String {
    var lines = ["## How cost grows (`--scaling`)", ""]
    for chain in report.scaledChains {
      let results = report.scaling(of: chain.id)
      let sizes = allSizes(results)
      let headers = ["style"] + sizes.map { "n=" + Formatting.grouped($0) } + ["exponent", "growth"]
      lines.append("**\(chain.id)** \(chain.title.replacingOccurrences(of: "|", with: "\\|")) (ns per \(chain.unit))")
      lines.append("")
      lines.append("| " + headers.joined(separator: " | ") + " |")
      lines.append("|---|" + String(repeating: "---:|", count: headers.count - 1))
      for result in results {
        lines.append("| " + row(for: result, sizes: sizes).dropFirst().joined(separator: " | ") + " |")
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// The names of the cells whose total cost grows faster than linearly.
  package static func flaggedNames(_ report: BenchmarkReport) -> [String] {
    (report.scaling ?? []).filter { $0.growth == .superlinear }.map {
      "\($0.name) (exponent \(String(format: "%.2f", $0.exponent)))"
    }
  }

  static func allSizes(_ results: [ScalingResult]) -> [Int] {
    Array(Set(results.flatMap { $0.points.map(\.size) })).sorted()
  }

  static func row(for result: ScalingResult, sizes: [Int]) -> [String] {
    let perSize = sizes.map { size in
      result.points.first { $0.size == size }.map { Formatting.nanoseconds($0.median) } ?? "–"
    }
    let growth = result.growth == .superlinear ? "⚠ superlinear" : result.growth.rawValue
    return [result.chain, result.styleLabel] + perSize + [String(format: "%.2f", result.exponent), growth]
  }

  private static func format(_ row: [String], widths: [Int]) -> String {
    row.enumerated().map { column, text in
      let padding = String(repeating: " ", count: max(0, widths[column] - text.count))
      return column < 2 || column == row.count - 1 ? text + padding : padding + text
    }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
  }
}
