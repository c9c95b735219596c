import Foundation
import MarblesTool
import XCTest

/// The tool's output committed in Documentation/Images is what the tool prints today.
final class CommittedOutputTests: XCTestCase {
  private let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Documentation/Images")

  /// The command that drew Documentation/Images/debounce.txt and debounce.svg (README's example).
  static let readmeExample = ["debounce", "20", "--input", "a-b---c|", "--svg", "debounce.svg"]

  func test_readmeExample_matchesTheTool() throws {
    var text = ""
    var files: [String: String] = [:]
    let status = MarblesTool.run(
      Self.readmeExample, output: { text += $0 }, errorOutput: { _ in }, writeFile: { files[$0] = $1 })
    XCTAssertEqual(status, 0)
    let regenerate = ProcessInfo.processInfo.environment["REGENERATE_DIFFERENCES"] == "1"
    for (name, generated) in [("debounce.txt", text), ("debounce.svg", files["debounce.svg"] ?? "")] {
      let url = images.appendingPathComponent(name)
      let committed = try? String(contentsOf: url, encoding: .utf8)
      guard committed != generated else { continue }
      if regenerate {
        try generated.write(to: url, atomically: true, encoding: .utf8)
      } else {
        XCTFail(
          "Documentation/Images/\(name) no longer matches `marbles \(Self.readmeExample.joined(separator: " "))`; "
            + "run the tests with REGENERATE_DIFFERENCES=1 or replace it with:\n\n" + generated)
      }
    }
  }
}
