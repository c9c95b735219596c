import Foundation

/// The Swift samples of one Markdown page, sorted by what the page says about each.
///
/// A fenced `swift` block is one of:
/// - a checked copy: the line before it is `<!-- snippet: NAME -->` (a region of a real source file) or
///   `<!-- file: PATH -->` (a generated file); the documentation tests compare them;
/// - not compiled: the last line of text before it starts with `*Not compiled:` and gives the reason, so the
///   reader sees it;
/// - compiled: every other block. A page may hold one hidden prelude, an HTML comment that opens with
///   `<!-- prelude` on a line of its own and closes with `-->`; its Swift is shared by the page's samples.
struct MarkdownSamples {
  /// A run of Swift lines and the 1-based page line of the first.
  struct Block: Equatable {
    let line: Int
    let lines: [String]
  }

  /// The page's path relative to the package root.
  let page: String
  let prelude: Block?
  let compiled: [Block]
  let checkedCopies: Int
  let notCompiled: Int

  /// A page's markers are malformed.
  struct Malformed: Error, CustomStringConvertible {
    let description: String
  }

  static let notCompiledMarker = "*Not compiled:"

  init(page: String, text: String) throws {
    self.page = page
    let lines = text.components(separatedBy: "\n")
    var prelude: Block?
    var compiled: [Block] = []
    var checkedCopies = 0
    var notCompiled = 0
    var index = 0
    while index < lines.count {
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      if trimmed == "<!-- prelude" {
        guard let end = lines[(index + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "-->" })
        else { throw Malformed(description: "\(page):\(index + 1): the prelude never ends (a line `-->` closes it)") }
        guard prelude == nil else { throw Malformed(description: "\(page):\(index + 1): a second prelude") }
        prelude = Block(line: index + 2, lines: Array(lines[(index + 1)..<end]))
        index = end + 1
        continue
      }
      guard trimmed.hasPrefix("```") else {
        index += 1
        continue
      }
      let indent = lines[index].prefix { $0 == " " }.count
      let end = lines[(index + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```") }
      guard let end else { throw Malformed(description: "\(page):\(index + 1): a code block never ends") }
      if trimmed == "```swift" {
        let body = lines[(index + 1)..<end].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
        switch Self.marker(before: index, in: lines) {
        case .copy: checkedCopies += 1
        case .notCompiled: notCompiled += 1
        case .none: compiled.append(Block(line: index + 2, lines: body))
        }
      }
      index = end + 1
    }
    self.prelude = prelude
    self.compiled = compiled
    self.checkedCopies = checkedCopies
    self.notCompiled = notCompiled
  }

  private enum Marker { case copy, notCompiled }

  /// The marker that governs the block whose fence is at `fence`: on the line right before it, or, for
  /// `*Not compiled:`, in the paragraph right before it.
  private static func marker(before fence: Int, in lines: [String]) -> Marker? {
    guard fence > 0 else { return nil }
    let previous = lines[fence - 1].trimmingCharacters(in: .whitespaces)
    if previous.hasPrefix("<!-- snippet: ") || previous.hasPrefix("<!-- file: ") { return .copy }
    var line = fence - 1
    while line >= 0 && lines[line].trimmingCharacters(in: .whitespaces).isEmpty { line -= 1 }
    // The marker opens the last paragraph before the block, which may run over several lines.
    while line > 0 && !lines[line - 1].trimmingCharacters(in: .whitespaces).isEmpty { line -= 1 }
    return line >= 0 && lines[line].trimmingCharacters(in: .whitespaces).hasPrefix(notCompiledMarker)
      ? .notCompiled : nil
  }
}
