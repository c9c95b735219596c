import Foundation

/// Samples in the documentation are regions of real source files, so they are compiled and tested.
///
/// A region in a Swift file:
/// ```
/// // snippet: sink-rx
/// …code…
/// // end snippet
/// ```
/// A page shows it as the fenced block right after `<!-- snippet: sink-rx -->`; the block must
/// equal the region, with the region's common indentation removed.
enum Snippets {
  struct Region: Equatable {
    let name: String
    let file: String
    let text: String
  }

  struct Use: Equatable {
    let name: String
    let page: String
    let line: Int
    let text: String
  }

  /// Every region in the Swift files under `folders`.
  static func regions(in folders: [String]) throws -> [Region] {
    var regions: [Region] = []
    for folder in folders {
      let url = MarkdownPages.root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
      for case let file as URL in walker where file.pathExtension == "swift" {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.contains("// snippet: ") else { continue }
        regions += try parseRegions(text, file: MarkdownPages.relativePath(of: file))
      }
    }
    return regions
  }

  struct MalformedRegion: Error, CustomStringConvertible {
    let description: String
  }

  static func parseRegions(_ text: String, file: String) throws -> [Region] {
    var regions: [Region] = []
    var open: (name: String, line: Int, lines: [Substring])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// snippet: ") {
        if let open {
          throw MalformedRegion(description: "\(file):\(index + 1): snippet inside snippet '\(open.name)'")
        }
        open = (String(trimmed.dropFirst("// snippet: ".count)), index + 1, [])
      } else if trimmed == "// end snippet" {
        guard let region = open else {
          throw MalformedRegion(description: "\(file):\(index + 1): 'end snippet' without a snippet")
        }
        regions.append(Region(name: region.name, file: file, text: dedented(region.lines)))
        open = nil
      } else if open != nil {
        open?.lines.append(line)
      }
    }
    if let open { throw MalformedRegion(description: "\(file):\(open.line): snippet '\(open.name)' never ends") }
    return regions
  }

  /// The fenced blocks of a page marked `<!-- snippet: NAME -->`, or with `marker: "file"`,
  /// `<!-- file: PATH -->` (a block that copies a generated file).
  static func uses(in text: String, page: String, marker: String = "snippet") -> [Use] {
    let opening = "<!-- \(marker): "
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var uses: [Use] = []
    var index = 0
    while index < lines.count {
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix(opening), trimmed.hasSuffix("-->") {
        let name = trimmed.dropFirst(opening.count).dropLast(3).trimmingCharacters(in: .whitespaces)
        let fence = index + 1
        if fence < lines.count, lines[fence].hasPrefix("```") {
          var end = fence + 1
          while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
          let body = lines[(fence + 1)..<min(end, lines.count)].joined(separator: "\n")
          uses.append(Use(name: name, page: page, line: index + 1, text: body))
          index = end
        } else {
          uses.append(Use(name: name, page: page, line: index + 1, text: "<no fenced block after the marker>"))
        }
      }
      index += 1
    }
    return uses
  }

  static func dedented(_ lines: [Substring]) -> String {
    let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map {
      $0.prefix { $0 == " " }.count
    }
    let common = indents.min() ?? 0
    return lines.map { $0.count >= common ? String($0.dropFirst(common)) : "" }.joined(separator: "\n")
  }
}
