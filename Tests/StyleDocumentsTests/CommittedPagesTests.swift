import Foundation
import StyleDocuments
import Testing

/// The committed Documentation/Concordance.md and Differences.md are what the catalog and the runners draw.
@Suite struct CommittedPagesTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private static func text(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func committedPage_isWhatTheTableDraws() throws {
    let generated = ConcordanceDocument.markdown()
    let path = "Documentation/Concordance.md"
    let committed = Self.text(path)
    guard committed != generated else { return }
    if ProcessInfo.processInfo.environment["REGENERATE_DOCS"] == "1" {
      try generated.write(to: Self.root.appendingPathComponent(path), atomically: true, encoding: .utf8)
      return
    }
    let old = (committed ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
    let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
    let committedLine = line < old.count ? String(old[line]) : "(end of file)"
    let generatedLine = line < new.count ? String(new[line]) : "(end of file)"
    Issue.record(
      """
      \(path) is stale from line \(line + 1); run the test with REGENERATE_DOCS=1 to rewrite it.
        committed: \(committedLine)
        generated: \(generatedLine)
      """)
  }

  @Test func differences_isWhatTheRunnersDraw() throws {
    let generated = DifferencesDocument.markdown()
    let committed = Self.text("Documentation/Differences.md")
    guard committed != generated else { return }
    if ProcessInfo.processInfo.environment["REGENERATE_DIFFERENCES"] == "1" {
      try generated.write(
        to: Self.root.appendingPathComponent("Documentation/Differences.md"), atomically: true, encoding: .utf8)
      return
    }
    Issue.record(
      Comment(
        rawValue: "Documentation/Differences.md no longer matches what the styles do; run the test with "
          + "REGENERATE_DIFFERENCES=1 to rewrite it, or replace it with:\n\n" + generated))
  }
}
