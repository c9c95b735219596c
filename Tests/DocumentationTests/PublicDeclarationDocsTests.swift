import Foundation
import XCTest

/// Every public declaration in Sources has a `///` comment, so the API reference has no blank
/// entries. Implementations of standard protocol requirements (`next()`, `makeAsyncIterator()`,
/// `description`, `==`, …) are documented by their protocols and are exempt.
final class PublicDeclarationDocsTests: XCTestCase {
  private let declaration =
    /^(@\w+(\(.*?\))?\s+)*(public|open)\s+((static|final|override|mutating|nonisolated|convenience|required|indirect)\s+)*(func|var|let|init|struct|class|enum|protocol|typealias|subscript|case|actor)\b/
  private let exempt =
    /(func (makeAsyncIterator|next|makeIterator|hash|dispose|encode)\b|typealias (Element|Failure|AsyncIterator|Iterator)\b|init\(from decoder|var (description|debugDescription|hashValue)\b|static func (==|<))/

  func test_everyPublicDeclaration_hasADocumentationComment() throws {
    let sources = MarkdownPages.root.appendingPathComponent("Sources")
    let walker = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    var missing: [String] = []
    var count = 0
    // The arity generator's strings are templates of declarations; the files it writes are scanned instead.
    let templates = "Sources/5-DocumentsAndCommands/GenerateCLI/Arities/"
    for case let file as URL in walker
    where file.pathExtension == "swift" && !MarkdownPages.relativePath(of: file).hasPrefix(templates) {
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.firstMatch(of: declaration) != nil else { continue }
        count += 1
        if trimmed.firstMatch(of: exempt) != nil { continue }
        var above = index - 1
        while above >= 0 {
          let previous = lines[above].trimmingCharacters(in: .whitespaces)
          guard previous.hasPrefix("@") || (previous.hasPrefix("//") && !previous.hasPrefix("///")) else { break }
          above -= 1
        }
        if above < 0 || !lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
          missing.append("\(MarkdownPages.relativePath(of: file)):\(index + 1): \(trimmed.prefix(90))")
        }
      }
    }
    XCTAssertGreaterThan(count, 1_000, "the scan found too few public declarations to be reading Sources")
    XCTAssertEqual(missing, [], "public declarations without a /// comment:\n" + missing.joined(separator: "\n"))
  }
}
