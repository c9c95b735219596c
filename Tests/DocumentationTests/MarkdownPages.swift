import Foundation

/// The package's Markdown pages, read from the working tree, and what the checks need of them.
struct MarkdownPages {
  /// The package root: three levels above this file (Tests/DocumentationTests/…).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every `.md` file of the package outside build folders, as paths relative to the root.
  static func all() throws -> [String] {
    let skipped = [".build", ".git", ".swiftpm"]
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
      return []
    }
    var pages: [String] = []
    for case let url as URL in walker {
      if skipped.contains(where: { url.lastPathComponent.hasPrefix($0) }) {
        walker.skipDescendants()
        continue
      }
      if url.pathExtension == "md" { pages.append(relativePath(of: url)) }
    }
    return pages.sorted()
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  static func relativePath(of url: URL) -> String {
    String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
  }

  /// The relative link targets of a page — `[text](target)` with no scheme, anchor removed — as
  /// paths relative to the package root.
  static func relativeLinks(in text: String, page: String) -> [String] {
    let pattern = /\]\(([^)\s]+)\)/
    let directory = (page as NSString).deletingLastPathComponent
    return text.matches(of: pattern).compactMap { match in
      var target = String(match.output.1)
      if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { return nil }
      if let anchor = target.firstIndex(of: "#") { target = String(target[..<anchor]) }
      return normalized(directory.isEmpty ? target : directory + "/" + target)
    }
  }

  /// `a/./b/../c` as `a/c`.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// The paragraphs of a page outside code blocks: runs of non-blank lines, joined with spaces.
  static func paragraphs(in text: String) -> [(text: String, lines: Int)] {
    var result: [(String, Int)] = []
    var current: [String] = []
    var inCode = false
    func flush() {
      if !current.isEmpty { result.append((current.joined(separator: " "), current.count)) }
      current = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        flush()
        inCode.toggle()
        continue
      }
      if inCode { continue }
      // Table rows and headings are structure, not prose.
      if trimmed.isEmpty || trimmed.hasPrefix("|") || trimmed.hasPrefix("#") {
        flush()
      } else {
        current.append(trimmed)
      }
    }
    flush()
    return result
  }
}
