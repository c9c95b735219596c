import Foundation

/// Writes a report as a Markdown document: the machine, then one table of every cell.
package enum MarkdownWriter {
  package static func write(_ report: BenchmarkReport) -> String {
    let configuration = report.configuration
    var lines = [
      "# Benchmark results", "",
      "- machine: \(report.machine.cpu), \(report.machine.cores) cores, "
        + Formatting.memory(Int(clamping: report.machine.memoryBytes)) + ", \(report.machine.operatingSystem) "
        + report.machine.architecture,
      "- toolchain: \(report.toolchain)",
      "- date: \(report.date.formatted(.iso8601))",
      "- \(configuration.iterations) timed iterations after \(configuration.warmup) warm-up"
        + (configuration.quick ? ", quick sizes" : "")
        + processes(configuration)
        + (configuration.cpuTime ? ", timed by the process's CPU time (every thread), not the wall clock" : ""),
      "",
      "| chain | what (per element) | checksum |", "|---|---|---:|",
    ]
    for chain in report.measuredChains {
      let checksum = report.cells(of: chain.id).first.map { String($0.checksum) } ?? ""
      lines.append("| \(chain.id) | \(escape(chain.title)) (\(chain.unit)) | \(checksum) |")
    }
    lines += [
      "", "| " + TableWriter.headers.joined(separator: " | ") + " |", "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for chain in report.measuredChains {
      for cell in report.cells(of: chain.id) {
        lines.append("| " + TableWriter.row(for: cell, in: report).map(escape).joined(separator: " | ") + " |")
      }
    }
    lines += runtimeReadings(report)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per cell that has a runtime floor: the cell, its multiple of that floor, and the floor in ns.
  private static func runtimeReadings(_ report: BenchmarkReport) -> [String] {
    let readings = report.cells.compactMap { cell -> String? in
      guard let (floor, ratio) = report.runtimeRatio(of: cell) else { return nil }
      return "- \(cell.name) = \(Formatting.ratio(ratio)) \(floor.name) "
        + "(\(Formatting.nanoseconds(floor.summary.median)) ns per \(floor.variant ?? "element"))"
    }
    guard !readings.isEmpty else { return [] }
    return ["", "Each async cell against the runtime floor it pays per element:", ""] + readings
  }

  private static func processes(_ configuration: RunConfiguration) -> String {
    guard configuration.isolated else { return ", one process" }
    guard configuration.processes > 1 else { return ", each cell in its own process" }
    return ", each cell in \(configuration.processes) processes of its own, the fastest kept"
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
