import Foundation
import StyleCatalog
import StyleDocuments
import StyleRunners
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Documentation/Operators against what the three styles' runs draw today.
@Suite struct AtlasTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private static let generated = OperatorAtlas.files()

  /// `swift run generate` writes the atlas but removes nothing: a page or picture it no longer makes is left behind.
  @Test func everyCommittedPageAndPicture_isStillGenerated() {
    let expected = Set(Self.generated.map(\.path))
    for path in Self.committedFiles() where !expected.contains(path) {
      Issue.record("\(path) is no longer generated; remove it")
    }
  }

  @Test func everyPicture_parsesAsXML() {
    for file in Self.generated where file.path.hasSuffix(".svg") {
      let parser = XMLParser(data: Data(file.text.utf8))
      #expect(parser.parse(), "\(file.path) is not well-formed XML: \(String(describing: parser.parserError))")
    }
  }

  @Test func everyRelativeLink_namesAFileOfTheAtlasOrThePackage() {
    let generatedPaths = Set(Self.generated.map(\.path))
    for file in Self.generated where file.path.hasSuffix(".md") {
      for target in Self.links(in: file.text) where !target.contains("://") {
        let relative = Self.resolve(target.split(separator: "#").first.map(String.init) ?? target, from: file.path)
        let exists =
          generatedPaths.contains(relative)
          || FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(relative).path)
        #expect(exists, "\(file.path) links to \(target), which does not exist")
      }
    }
  }

  @Test func everyOperatorPage_hasAtLeastFourScenariosAndItsCommand() {
    #expect(OperatorAtlas.ideas.count == MarbleOperator.allCases.count)
    for idea in OperatorAtlas.ideas {
      let page = Self.generated.first { $0.path == "\(OperatorAtlas.folder)/\(idea.atlasName).md" }
      let scenarios = page?.text.components(separatedBy: "\n### ").count ?? 0
      // A stream made without an input varies only in when it is subscribed to and disposed.
      let least = idea.group == .creating && idea.marble?.parameterName != "period" ? 3 : 4
      #expect(scenarios - 1 >= least, "\(idea.atlasName).md shows \(scenarios - 1) scenarios")
      #expect(page?.text.contains("swift run marbles \(idea.marble?.rawValue ?? "?")") == true)
    }
  }

  @Test func concordance_linksEveryOperatorToItsPage() {
    let concordance = ConcordanceDocument.markdown()
    for idea in OperatorAtlas.ideas {
      #expect(concordance.contains("](Operators/\(idea.atlasName).md)"), "the concordance misses \(idea.key)")
    }
  }

  /// `target`, a link in the file at `path`, as a path from the package root.
  private static func resolve(_ target: String, from path: String) -> String {
    var components = path.split(separator: "/").dropLast().map(String.init)
    for component in target.split(separator: "/") {
      if component == ".." {
        components = components.dropLast()
      } else if component != "." {
        components.append(String(component))
      }
    }
    return components.joined(separator: "/")
  }

  private static func committedFiles() -> [String] {
    let folder = root.appendingPathComponent(OperatorAtlas.folder)
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".md") || $0.hasSuffix(".svg") }.map { "\(OperatorAtlas.folder)/\($0)" }
  }

  private static func links(in text: String) -> [String] {
    var targets: [String] = []
    var rest = Substring(text)
    while let start = rest.range(of: "](") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: ")") else { break }
      targets.append(String(rest[..<end]))
      rest = rest[end...]
    }
    return targets
  }
}
