import Foundation

/// Turns one repository Markdown page into a DocC article: links between pages become `<doc:>`
/// links, pictures move into the catalog, links to source files become their paths in code voice,
/// and a code span naming a public type links to its API page.
struct ArticleWriter {
  let root: URL
  let pagesByPath: [String: Page]
  let symbols: SymbolIndex
  /// Pictures the articles show, by catalog name, with the file each comes from.
  private(set) var images: [String: String] = [:]

  init(root: URL, pages: [Page], symbols: SymbolIndex) {
    self.root = root
    self.pagesByPath = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0) })
    self.symbols = symbols
  }

  /// The article's text for `page`.
  mutating func article(for page: Page) throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent(page.path), encoding: .utf8)
    let folder = (page.path as NSString).deletingLastPathComponent
    var output: [String] = []
    var inFence = false
    var inComment = false
    var linkedNames: Set<String> = []
    for line in text.components(separatedBy: "\n") {
      // A comment over several lines (a page's hidden prelude of Swift) is for the tools, not the reader.
      if inComment {
        if line.trimmingCharacters(in: .whitespaces).hasSuffix("-->") { inComment = false }
        continue
      }
      if !inFence && line.hasPrefix("<!--") && !line.hasSuffix("-->") {
        inComment = true
        continue
      }
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        output.append(line)
        continue
      }
      if inFence {
        output.append(line)
        continue
      }
      if line.hasPrefix("<!--") && line.hasSuffix("-->") { continue }
      var rewritten = try rewriteLinks(in: line.replacingOccurrences(of: "<br>", with: " · "), folder: folder)
      if !line.hasPrefix("#") { rewritten = linkSymbols(in: rewritten, alreadyLinked: &linkedNames) }
      output.append(rewritten)
    }
    // DocC takes an article's title from its first line; a page that opens with a section
    // heading (a generated table) gets that heading as its title.
    // Navigation shows a title as plain text, so its code spans lose their backticks.
    if let first = output.firstIndex(where: { !$0.isEmpty }) {
      if output[first].hasPrefix("## ") { output[first].removeFirst() }
      output[first] = output[first].replacingOccurrences(of: "`", with: "")
    }
    return output.joined(separator: "\n")
  }

  // MARK: - Links

  private mutating func rewriteLinks(in line: String, folder: String) throws -> String {
    let pattern = try NSRegularExpression(pattern: #"(!?)\[([^\]]*)\]\(([^)\s]+)\)"#)
    var result = ""
    let nsLine = line as NSString
    var cursor = 0
    for match in pattern.matches(in: line, range: NSRange(location: 0, length: nsLine.length)) {
      result += nsLine.substring(with: NSRange(location: cursor, length: match.range.location - cursor))
      let isImage = nsLine.substring(with: match.range(at: 1)) == "!"
      let text = nsLine.substring(with: match.range(at: 2))
      let target = nsLine.substring(with: match.range(at: 3))
      result += replacement(isImage: isImage, text: text, target: target, folder: folder)
      cursor = match.range.location + match.range.length
    }
    result += nsLine.substring(from: cursor)
    return result
  }

  private mutating func replacement(isImage: Bool, text: String, target: String, folder: String) -> String {
    if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("<doc:") {
      return "\(isImage ? "!" : "")[\(text)](\(target))"
    }
    let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
    let path = Self.normalized(folder.isEmpty ? parts[0] : "\(folder)/\(parts[0])")
    if isImage {
      let name = path.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".svg", with: "")
        .replacingOccurrences(of: ".png", with: "")
      images[name] = path
      return "![\(text)](\(name))"
    }
    if let page = pagesByPath[path] {
      let fragment = parts.count > 1 ? docCFragment(forSlug: parts[1], in: page) : nil
      let destination = page.articleName + (fragment.map { "#\($0)" } ?? "")
      return "[\(text)](<doc:\(destination)>)"
    }
    if parts[0].isEmpty, parts.count > 1 { return text }  // an anchor on the same page: plain text
    let shown = text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    return shown == (path as NSString).lastPathComponent || shown == path ? "`\(path)`" : "\(text) (`\(path)`)"
  }

  /// DocC names a heading's fragment by its words joined with `-`, keeping their case; Markdown
  /// renderers use the lower-cased slug. Finds the heading whose slug matches.
  private func docCFragment(forSlug slug: String, in page: Page) -> String? {
    guard let text = try? String(contentsOf: root.appendingPathComponent(page.path), encoding: .utf8) else {
      return nil
    }
    for line in text.components(separatedBy: "\n") where line.hasPrefix("#") {
      let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let words = heading.components(separatedBy: .whitespaces).filter { !$0.isEmpty }
      let kept = words.map { $0.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } }
      if kept.joined(separator: "-").lowercased() == slug.lowercased() {
        return kept.filter { !$0.isEmpty }.joined(separator: "-")
      }
    }
    return nil
  }

  private static func normalized(_ path: String) -> String {
    var parts: [String] = []
    for part in path.split(separator: "/") {
      if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(String(part)) }
    }
    return parts.joined(separator: "/")
  }

  // MARK: - Symbols

  private func linkSymbols(in line: String, alreadyLinked: inout Set<String>) -> String {
    guard let pattern = try? NSRegularExpression(pattern: #"(?<![\[`])`([A-Z][A-Za-z0-9]+)`(?![\]`])"#) else {
      return line
    }
    let nsLine = line as NSString
    var result = ""
    var cursor = 0
    for match in pattern.matches(in: line, range: NSRange(location: 0, length: nsLine.length)) {
      let name = nsLine.substring(with: match.range(at: 1))
      guard !alreadyLinked.contains(name), let link = symbols.link(for: name) else { continue }
      alreadyLinked.insert(name)
      result += nsLine.substring(with: NSRange(location: cursor, length: match.range.location - cursor)) + link
      cursor = match.range.location + match.range.length
    }
    return result + nsLine.substring(from: cursor)
  }
}
