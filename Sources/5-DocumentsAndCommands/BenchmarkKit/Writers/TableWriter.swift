/// Writes a report as an aligned text table, one block of rows per chain.
package enum TableWriter {
  static let headers = [
    "chain", "style", "median ns/el", "min–max", "× loop", "× dynamic", "× runtime floor", "peak memory",
  ]

  /// The table for `report`: each chain's title and checksum, then a row per cell.
  package static func write(_ report: BenchmarkReport) -> String {
    var rows: [[String]] = []
    var titles: [Int: String] = [:]
    for chain in report.measuredChains {
      let cells = report.cells(of: chain.id)
      titles[rows.count] = "\(chain.id)  \(chain.title)  (ns per \(chain.unit); checksum \(cells[0].checksum))"
      for cell in cells { rows.append(row(for: cell, in: report)) }
    }
    let widths = headers.indices.map { column in
      ([headers] + rows).map { $0[column].count }.max() ?? 0
    }
    var lines = [format(headers, widths: widths)]
    lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    for (index, row) in rows.enumerated() {
      if let title = titles[index] { lines.append(title) }
      lines.append(format(row, widths: widths))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func row(for cell: CellResult, in report: BenchmarkReport) -> [String] {
    [
      cell.chain, cell.styleLabel, Formatting.nanoseconds(cell.summary.median),
      Formatting.nanoseconds(cell.summary.min) + "–" + Formatting.nanoseconds(cell.summary.max),
      Formatting.ratio(report.ratio(of: cell, to: .loop)), Formatting.ratio(report.ratio(of: cell, to: .dynamic)),
      runtimeRatio(of: cell, in: report), Formatting.memory(cell.peakMemoryBytes),
    ]
  }

  /// `2.1× switch`: the cell's median over that of the runtime floor it pays, named by its variant.
  static func runtimeRatio(of cell: CellResult, in report: BenchmarkReport) -> String {
    guard let (floor, ratio) = report.runtimeRatio(of: cell) else { return "–" }
    return Formatting.ratio(ratio) + " " + (floor.variant ?? floor.styleLabel)
  }

  /// Left-aligns the first two columns and right-aligns the figures.
  private static func format(_ row: [String], widths: [Int]) -> String {
    row.enumerated().map { column, text in
      let padding = String(repeating: " ", count: max(0, widths[column] - text.count))
      return column < 2 ? text + padding : padding + text
    }.joined(separator: "  ")
  }
}
