import Foundation

/// The change of every cell's median against an earlier report.
package struct BaselineComparison: Equatable, Sendable {
  /// How one cell moved.
  package enum Status: String, Equatable, Sendable {
    /// Slower than the baseline by more than the threshold: fails the run (styles only).
    case slower
    /// Faster than the baseline by more than the threshold.
    case faster
    /// Within the threshold either way.
    case unchanged
    /// Measured now but absent from the baseline.
    case new
    /// In the baseline but not measured now.
    case missing
  }

  /// One cell's medians and their change.
  package struct Row: Equatable, Sendable {
    package var name: String
    package var style: Style
    package var baseline: Double?
    package var current: Double?
    /// `(current - baseline) / baseline` in percent, when both were measured.
    package var changePercent: Double?
    package var status: Status
  }

  package var rows: [Row]
  package var thresholdPercent: Double

  /// Compares each cell of `current` with the cell of the same name in `baseline`.
  package init(current: BenchmarkReport, baseline: BenchmarkReport, thresholdPercent: Double) {
    self.thresholdPercent = thresholdPercent
    let old = Dictionary(baseline.cells.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var rows = current.cells.map { cell -> Row in
      guard let before = old[cell.name] else {
        return Row(
          name: cell.name, style: cell.style, baseline: nil, current: cell.summary.median, changePercent: nil,
          status: .new)
      }
      let change = before.summary.median > 0 ? (cell.summary.median / before.summary.median - 1) * 100 : 0
      let status: Status = change > thresholdPercent ? .slower : change < -thresholdPercent ? .faster : .unchanged
      return Row(
        name: cell.name, style: cell.style, baseline: before.summary.median, current: cell.summary.median,
        changePercent: change, status: status)
    }
    let measured = Set(current.cells.map(\.name))
    for cell in baseline.cells where !measured.contains(cell.name) {
      rows.append(
        Row(
          name: cell.name, style: cell.style, baseline: cell.summary.median, current: nil, changePercent: nil,
          status: .missing))
    }
    self.rows = rows
  }

  /// The style cells slower than the threshold. The floors measure the machine rather than the
  /// code, so they are shown but never fail a run.
  package var regressions: [Row] {
    rows.filter { $0.status == .slower && !$0.style.isFloor }
  }

  /// A text table of the change per cell, then a verdict line.
  package func write() -> String {
    let header = ["cell", "baseline ns/el", "now ns/el", "change", ""]
    let body = rows.map { row in
      [
        row.name, row.baseline.map(Formatting.nanoseconds) ?? "–", row.current.map(Formatting.nanoseconds) ?? "–",
        row.changePercent.map(Formatting.change) ?? "–", verdict(row),
      ]
    }
    let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max() ?? 0 }
    var lines = ([header] + body).map { row in
      row.enumerated().map { column, text in
        let padding = String(repeating: " ", count: widths[column] - text.count)
        return column == 0 || column == 4 ? text + padding : padding + text
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    let threshold = Formatting.percent(thresholdPercent)
    lines.append(
      regressions.isEmpty
        ? "No cell is slower than the baseline by more than \(threshold)."
        : "\(regressions.count) cell(s) slower than the baseline by more than \(threshold): "
          + regressions.map(\.name).joined(separator: ", "))
    return lines.joined(separator: "\n") + "\n"
  }

  private func verdict(_ row: Row) -> String {
    switch row.status {
    case .slower: row.style.isFloor ? "slower (floor: not gated)" : "SLOWER"
    case .faster: "faster"
    case .unchanged: ""
    case .new: "new"
    case .missing: "not measured"
    }
  }
}

extension Formatting {
  /// A threshold such as `25 %` or `12.5 %`.
  static func percent(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) %" : String(format: "%.1f %%", value)
  }
}
