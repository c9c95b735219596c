import Foundation
import XCTest

/// Ties the differential runs' counts in Documentation/Anchors.md to the lists they come from: a
/// run's "seeds 1–10,000 differ in N" is the number of seeds its `Differential/<Style>Known.txt`
/// lists, and the counts of the breakdown that follows add up to it.
final class DifferentialCountsTests: XCTestCase {
  func test_eachRunsDifferingSeeds_areTheSeedsItsKnownListHolds() throws {
    let page = try MarkdownPages.read("Documentation/Anchors.md")
    for (style, list) in [("producer", "ProducerKnown.txt"), ("rx", "RxKnown.txt")] {
      let known = try MarkdownPages.read("Scripts/anchors/Differential/\(list)").split(separator: "\n")
        .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      let bullet = try XCTUnwrap(Self.bullet(of: style, in: page), "Anchors.md has no bullet for the \(style) run")
      let figure = /differ in ([0-9](?:[0-9,]*[0-9])?)/
      let match = try XCTUnwrap(bullet.firstMatch(of: figure), "the \(style) bullet gives no count")
      let stated = Int(match.output.1.replacingOccurrences(of: ",", with: ""))
      XCTAssertEqual(
        stated, known.count, "the \(style) run: the page says \(match.output.1), \(list) lists \(known.count)")
      // "all listed (62 the `flatMap(.race)` winner, 7 values due …, 1 a failure …)".
      if let open = bullet.range(of: "all listed (") {
        let parts = bullet[open.upperBound...].matches(of: /(?:^|, )([0-9]+) [a-z]/).compactMap { Int($0.output.1) }
        XCTAssertEqual(
          parts.reduce(0, +), known.count, "the \(style) run's breakdown \(parts) adds up to another count")
      }
    }
  }

  /// The text of the list item that starts with `- **style**`, its lines joined.
  private static func bullet(of style: String, in page: String) -> String? {
    let lines = page.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("- **\(style)**") }) else { return nil }
    let rest = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
    return ([lines[start]] + rest).joined(separator: " ")
  }
}
