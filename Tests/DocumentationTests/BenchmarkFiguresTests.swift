import Foundation
import XCTest

/// Keeps the README's benchmark table honest: every figure in it is a median that the published
/// run (Documentation/Benchmarks/results.md, written by `benchmarks --output`) measured for that
/// chain and style, and the date it names is that run's.
final class BenchmarkFiguresTests: XCTestCase {
  func test_readmeTable_showsTheMediansOfThePublishedRun() throws {
    let results = try MarkdownPages.read("Documentation/Benchmarks/results.md")
    var medians: [String: [String: String]] = [:]  // chain → style → median as printed
    var runtimeRatios: [String: [String]] = [:]  // chain → its cells' "× runtime floor" readings
    for line in results.components(separatedBy: "\n") {
      let cells = Self.cells(of: line)
      // Runs before the runtime floors have 7 cells; since then 8 ("× runtime floor").
      guard cells.count >= 7, cells[0].hasPrefix("W") else { continue }
      medians[cells[0], default: [:]][cells[1]] = cells[2]
      if cells.count >= 8 { runtimeRatios[cells[0], default: []].append(cells[6]) }
    }
    XCTAssertFalse(medians.isEmpty, "results.md has no result rows")

    let readme = try MarkdownPages.read("README.md")
    var rows = 0
    for line in readme.components(separatedBy: "\n") {
      let cells = Self.cells(of: line)
      guard cells.count >= 6, let chain = cells[0].split(separator: " ").first.map(String.init),
        let measured = medians[chain]
      else { continue }
      rows += 1
      // The styles' columns follow the chain and its unit; the loop floor is the last column.
      let columns = [
        ("rx", cells[2]), ("producer", cells[3]), ("async", cells[4]), ("loop floor", cells[cells.count - 1]),
      ]
      for (style, cell) in columns {
        let figures = Self.figures(in: cell)
        XCTAssertFalse(figures.isEmpty, "README \(chain) \(style): no figure")
        let candidates = measured.filter { $0.key == style || $0.key.hasPrefix(style + ":") }.map(\.value)
        for figure in figures where !candidates.contains(figure) {
          XCTFail("README \(chain) \(style): \(figure) is not a median of results.md (\(candidates.sorted()))")
        }
      }
      // The runtime-floor column, where the table has one: "0.9× switch" is a reading of results.md.
      if cells.count >= 7 {
        let readings = runtimeRatios[chain] ?? []
        for figure in Self.figures(in: cells[5]) where !readings.contains(where: { $0.hasPrefix(figure + "×") }) {
          XCTFail("README \(chain) runtime floor: \(figure)× is not a reading of results.md (\(readings))")
        }
      }
    }
    XCTAssertEqual(rows, medians.count, "the README table and results.md list different chains")

    let date = try XCTUnwrap(results.firstMatch(of: /date: (\d{4}-\d{2}-\d{2})/)?.1, "results.md names no date")
    XCTAssertTrue(readme.contains("measured \(date)"), "the README's benchmark paragraph does not name \(date)")
  }

  private static func cells(of line: String) -> [String] {
    guard line.hasPrefix("|") else { return [] }
    return line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The figures of a cell: "15.3; 132 (sequential `flatMap`)" gives 15.3 and 132.
  private static func figures(in cell: String) -> [String] {
    cell.split(separator: ";").compactMap { part in
      part.trimmingCharacters(in: .whitespaces).firstMatch(of: /^[0-9][0-9,]*(\.[0-9]+)?/).map { String($0.0) }
    }
  }
}
