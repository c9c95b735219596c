import Foundation

/// Writes a report as CSV: one line per cell, plain numbers (nanoseconds, bytes).
package enum CSVWriter {
  static let header =
    "chain,style,variant,elements,median_ns,min_ns,max_ns,mean_ns,ratio_loop,ratio_dynamic,peak_memory_bytes,checksum,runtime_floor,ratio_runtime"

  package static func write(_ report: BenchmarkReport) -> String {
    var lines = [header]
    for chain in report.measuredChains {
      for cell in report.cells(of: chain.id) {
        let fields: [String] = [
          cell.chain, cell.style.rawValue, cell.variant ?? "", String(cell.elements),
          number(cell.summary.median), number(cell.summary.min), number(cell.summary.max),
          number(cell.summary.mean), report.ratio(of: cell, to: .loop).map(number) ?? "",
          report.ratio(of: cell, to: .dynamic).map(number) ?? "", cell.peakMemoryBytes.map(String.init) ?? "",
          String(cell.checksum), cell.runtimeFloor ?? "", report.runtimeRatio(of: cell).map { number($0.ratio) } ?? "",
        ]
        lines.append(fields.map(quoted).joined(separator: ","))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func number(_ value: Double) -> String {
    String(format: "%.4g", value)
  }

  private static func quoted(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
