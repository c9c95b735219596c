import Foundation
import XCTest

/// Every relative link in the concordance leads to a file that exists, and every `#anchor` into
/// a page to one of its headings. (Differences.md is generated and checked by the cross-style tests.)
final class DocumentationLinksTests: XCTestCase {
  private static let documentation = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Documentation")

  func test_concordance_everyLinkedPathExists() throws {
    try assertLinksResolve(in: "Concordance.md")
  }

  func test_concordance_linksEveryStyleOfEveryRow() throws {
    let text = try String(contentsOf: Self.documentation.appendingPathComponent("Concordance.md"), encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| idea ") }
    XCTAssertGreaterThan(rows.count, 40, "the concordance lost its rows")
    for row in rows {
      XCTAssertEqual(row.split(separator: "|", omittingEmptySubsequences: false).count, 7, "not five columns: \(row)")
    }
  }

  private func assertLinksResolve(in page: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let pageURL = Self.documentation.appendingPathComponent(page)
    let text = try String(contentsOf: pageURL, encoding: .utf8)
    let links = Self.relativeLinks(in: text)
    XCTAssertFalse(links.isEmpty, "\(page) has no links", file: file, line: line)
    for link in links {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let target = parts[0].isEmpty ? pageURL : Self.documentation.appendingPathComponent(parts[0]).standardized
      guard FileManager.default.fileExists(atPath: target.path) else {
        XCTFail("\(page) links to \(parts[0]), which does not exist", file: file, line: line)
        continue
      }
      guard parts.count == 2, target.pathExtension == "md" else { continue }
      let headings = Self.headingAnchors(in: try String(contentsOf: target, encoding: .utf8))
      XCTAssertTrue(
        headings.contains(parts[1]), "\(page) links to \(link), but no heading there has that anchor",
        file: file, line: line)
    }
  }

  /// The targets of `[text](target)` links that are neither web addresses nor mail links.
  static func relativeLinks(in markdown: String) -> [String] {
    var links: [String] = []
    var rest = markdown[...]
    while let open = rest.range(of: "](") {
      let afterOpen = rest[open.upperBound...]
      guard let close = afterOpen.firstIndex(of: ")") else { break }
      let target = String(afterOpen[..<close])
      if !target.contains("://"), !target.hasPrefix("mailto:") { links.append(target) }
      rest = afterOpen[close...]
    }
    return links
  }

  /// The anchors a Markdown renderer gives the page's headings: lower-cased, spaces as hyphens,
  /// punctuation other than hyphens and underscores dropped.
  static func headingAnchors(in markdown: String) -> Set<String> {
    var anchors: Set<String> = []
    for line in markdown.split(separator: "\n") where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let slug = title.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
      }
      anchors.insert(String(slug))
    }
    return anchors
  }

  func test_relativeLinks_skipWebAddresses() {
    XCTAssertEqual(
      Self.relativeLinks(in: "[a](../Sources/A.swift) [b](https://example.com) [c](Differences.md#zip)"),
      ["../Sources/A.swift", "Differences.md#zip"])
  }

  func test_headingAnchors_followTheRenderersRule() {
    XCTAssertEqual(
      Self.headingAnchors(in: "# Title\n## Zip early completion\n### `share()` late"),
      [
        "title", "zip-early-completion", "share-late",
      ])
  }
}
