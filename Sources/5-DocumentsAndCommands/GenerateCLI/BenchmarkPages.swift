import BenchmarkKit
import Foundation

/// The published benchmark figures, drawn from the results files that
/// `swift run -c release benchmarks --output Documentation/Benchmarks` writes: `results.json` gives
/// `results.md` and `chart.svg`, `scaling.json` (from a `--scaling` run) gives `scaling.md` and
/// `scaling.svg`. A results file that is not there draws nothing, and the pages stay as they are.
enum BenchmarkPages {
  /// The folder of the results files and of the pages drawn from them.
  static let folder = "Documentation/Benchmarks"

  static func files(_ root: URL) throws -> [(path: String, contents: String)] {
    var files: [(path: String, contents: String)] = []
    if let report = try report(root, "results.json") {
      files += [
        ("\(folder)/results.md", MarkdownWriter.write(report)), ("\(folder)/chart.svg", ChartWriter.write(report)),
      ]
    }
    if let report = try report(root, "scaling.json") {
      files += [
        ("\(folder)/scaling.md", ScalingWriter.markdown(report)),
        ("\(folder)/scaling.svg", ScalingChartWriter.write(report)),
      ]
    }
    return files
  }

  private static func report(_ root: URL, _ name: String) throws -> BenchmarkReport? {
    let url = root.appendingPathComponent("\(folder)/\(name)")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try BenchmarkReport(jsonData: Data(contentsOf: url))
  }
}
