import Foundation
import XCTest

@testable import GenerateCLI

/// `swift test` fails, as `swift run generate --check` does in CI, when a page's samples changed and their
/// generated file was not rewritten.
final class CommittedSamplesTests: XCTestCase {
  func test_committedSamples_areWhatThePagesGenerate() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let samples = Generator(name: "samples", files: DocumentationSamples.files)
    let stale = try generate([samples], root: root, mode: .check)
    XCTAssertEqual(stale.map(\.path), [], "run `swift run generate` and commit what it writes")
  }
}
