import XCTest

/// The checker's own parsing, on made-up text, so a broken checker cannot pass silently.
final class SnippetParsingTests: XCTestCase {
  func test_regions_areDedented_andNamed() throws {
    let source = """
      func test() {
        // snippet: demo
        let x = 1
          print(x)
        // end snippet
      }
      """
    XCTAssertEqual(
      try Snippets.parseRegions(source, file: "A.swift"),
      [Snippets.Region(name: "demo", file: "A.swift", text: "let x = 1\n  print(x)")])
  }

  func test_unclosedOrNestedRegions_areErrorsNamingTheLine() {
    XCTAssertThrowsError(try Snippets.parseRegions("// snippet: a\nx", file: "A.swift")) { error in
      XCTAssertEqual("\(error)", "A.swift:1: snippet 'a' never ends")
    }
    XCTAssertThrowsError(try Snippets.parseRegions("// snippet: a\n// snippet: b", file: "A.swift")) { error in
      XCTAssertEqual("\(error)", "A.swift:2: snippet inside snippet 'a'")
    }
    XCTAssertThrowsError(try Snippets.parseRegions("// end snippet", file: "A.swift"))
  }

  func test_uses_readTheFencedBlockAfterTheMarker() {
    let page = """
      Text
      <!-- snippet: demo -->
      ```swift
      let x = 1
      ```
      <!-- snippet: lost -->
      Not a block
      """
    XCTAssertEqual(
      Snippets.uses(in: page, page: "P.md"),
      [
        Snippets.Use(name: "demo", page: "P.md", line: 2, text: "let x = 1"),
        Snippets.Use(name: "lost", page: "P.md", line: 6, text: "<no fenced block after the marker>"),
      ])
  }

  func test_links_areResolvedAgainstThePage_andExternalOnesSkipped() {
    let text = "[a](../Sources/X.swift#L3) [b](https://example.org) [c](#top) [d](Pages/Y.md)"
    XCTAssertEqual(
      MarkdownPages.relativeLinks(in: text, page: "Documentation/Z.md"),
      ["Sources/X.swift", "Documentation/Pages/Y.md"])
  }

  func test_paragraphs_skipCodeTablesAndHeadings() {
    let text = """
      # Title
      one
      two
      three

      ```
      code
      ```
      | a | b |
      four
      """
    let paragraphs = MarkdownPages.paragraphs(in: text)
    XCTAssertEqual(paragraphs.map(\.text), ["one two three", "four"])
    XCTAssertEqual(paragraphs.map(\.lines), [3, 1])
  }
}
