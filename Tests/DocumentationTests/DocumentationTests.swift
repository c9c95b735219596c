import Foundation
import XCTest

/// Keeps the pages true: samples equal the compiled code they come from, links lead to files that
/// exist, and no paragraph is written twice.
final class DocumentationTests: XCTestCase {
  private let sourceFolders = ["Sources", "Tests", "Benchmarks"]

  func test_everySample_equalsItsRegionInTheCode() throws {
    let regions = try Snippets.regions(in: sourceFolders)
    let byName = Dictionary(grouping: regions, by: \.name)
    for (name, found) in byName where found.count > 1 {
      XCTFail("snippet '\(name)' is defined \(found.count) times: \(found.map(\.file).joined(separator: ", "))")
    }
    for page in try MarkdownPages.all() {
      for use in Snippets.uses(in: try MarkdownPages.read(page), page: page) {
        guard let region = byName[use.name]?.first else {
          XCTFail("\(use.page):\(use.line): no source file has the snippet '\(use.name)'")
          continue
        }
        if region.text != use.text {
          XCTFail(
            """
            \(use.page):\(use.line): the sample '\(use.name)' differs from its region in \(region.file). \
            The region reads:
            \(region.text)
            """)
        }
      }
    }
  }

  func test_patternPages_showEveryTestInBothFrameworks() throws {
    for page in try MarkdownPages.all() where page.hasPrefix("Documentation/Patterns/") {
      let names = Set(Snippets.uses(in: try MarkdownPages.read(page), page: page).map(\.name))
      XCTAssertFalse(names.isEmpty, "\(page) shows no test")
      for name in names where !name.hasSuffix("-swift-testing") {
        XCTAssertTrue(names.contains(name + "-swift-testing"), "\(page) shows '\(name)' in XCTest only")
      }
    }
  }

  func test_everyCopiedOutput_equalsItsFile() throws {
    for page in try MarkdownPages.all() {
      for use in Snippets.uses(in: try MarkdownPages.read(page), page: page, marker: "file") {
        guard MarkdownPages.exists(use.name) else {
          XCTFail("\(use.page):\(use.line): copies \(use.name), which does not exist")
          continue
        }
        let file = try MarkdownPages.read(use.name).trimmingCharacters(in: .newlines)
        if file != use.text {
          XCTFail("\(use.page):\(use.line): the block differs from \(use.name), which reads:\n\(file)")
        }
      }
    }
  }

  func test_everyRelativeLink_leadsToAFileThatExists() throws {
    for page in try MarkdownPages.all() {
      for target in MarkdownPages.relativeLinks(in: try MarkdownPages.read(page), page: page)
      where !MarkdownPages.exists(target) {
        XCTFail("\(page): links to \(target), which does not exist")
      }
    }
  }

  func test_noParagraphOfMoreThanTwoLines_isWrittenTwice() throws {
    var seen: [String: String] = [:]
    for page in try MarkdownPages.all() {
      for paragraph in MarkdownPages.paragraphs(in: try MarkdownPages.read(page)) where paragraph.lines > 2 {
        if let first = seen[paragraph.text] {
          XCTFail("\(page) repeats a paragraph of \(first): \(paragraph.text.prefix(120))…")
        } else {
          seen[paragraph.text] = page
        }
      }
    }
  }
}
