import Foundation

// Writes the DocC catalogs of the documentation site from the repository's Markdown pages:
// the guide (one article per page, the README as its landing page) and, for each documented
// module, a landing page that links to the guide pages that use it.
//
// Usage: site-catalogs <repository root> <symbol graph folder> <output folder> <module>...
// Scripts/build-site.sh runs it; the Markdown pages stay the one source of the text.

let arguments = CommandLine.arguments
guard arguments.count >= 5 else {
  FileHandle.standardError.write(
    Data("usage: site-catalogs <repository root> <symbol graphs> <output folder> <module>...\n".utf8))
  exit(2)
}
let root = URL(fileURLWithPath: arguments[1])
let symbolGraphs = URL(fileURLWithPath: arguments[2])
let output = URL(fileURLWithPath: arguments[3])
let modules = Array(arguments[4...])
let files = FileManager.default

func write(_ text: String, to url: URL) throws {
  try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try text.write(to: url, atomically: true, encoding: .utf8)
}

do {
  let pages = try Page.all(in: root, modules: modules)
  var writer = ArticleWriter(
    root: root, pages: pages, symbols: try SymbolIndex(symbolGraphs: symbolGraphs, modules: modules))
  let guide = output.appendingPathComponent("ReactiveStyles.docc")
  try? files.removeItem(at: guide)

  var mentions: [String: [Page]] = [:]
  for page in pages {
    var article = try writer.article(for: page)
    if page.articleName == "ReactiveStyles" {
      article = landingPage(from: article, pages: pages, modules: modules)
    }
    try write(article, to: guide.appendingPathComponent("\(page.articleName).md"))
    let text = try String(contentsOf: root.appendingPathComponent(page.path), encoding: .utf8)
    for module in SymbolIndex.modules(mentionedIn: text, among: modules) where page.articleName != "ReactiveStyles" {
      mentions[module, default: []].append(page)
    }
  }
  for (name, path) in writer.images {
    let source = root.appendingPathComponent(path)
    let destination = guide.appendingPathComponent("Resources/\(name).\(source.pathExtension)")
    try files.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? files.removeItem(at: destination)
    try files.copyItem(at: source, to: destination)
  }

  for module in modules {
    let catalog = output.appendingPathComponent("\(module).docc")
    try? files.removeItem(at: catalog)
    let guidePages = (mentions[module] ?? []).map { "- <doc:/ReactiveStyles/\($0.articleName)>" }
    let text = """
      # ``\(module)``

      The public API of the `\(module)` module of ReactiveStyles.

      ## Overview

      Every declaration below carries its own documentation, with an example. The guide explains
      how the pieces fit together, side by side with the other styles: start at
      <doc:/ReactiveStyles>.\(guidePages.isEmpty ? "" : "\n\n### Guide pages that use it\n\n" + guidePages.joined(separator: "\n"))

      """
    try write(text, to: catalog.appendingPathComponent("\(module).md"))
  }
  print("wrote \(pages.count) articles, \(writer.images.count) pictures and \(modules.count) module pages")
} catch {
  FileHandle.standardError.write(Data("site-catalogs: \(error)\n".utf8))
  exit(1)
}

/// The README as the site's landing page: marked as the catalog's root, followed by the topics
/// that list every other article and every module.
func landingPage(from readme: String, pages: [Page], modules: [String]) -> String {
  var lines = readme.components(separatedBy: "\n")
  lines.insert(contentsOf: ["", "@Metadata {", "  @TechnologyRoot", "}"], at: 1)
  var topics = ["", "## Topics", ""]
  let order = [
    "Testing patterns", "The article apps", "Concepts, compared", "Each style's reference", "Operators", "Benchmarks",
    "Contributing",
  ]
  let others = pages.filter { $0.articleName != "ReactiveStyles" }
  for group in order {
    // A folder's index page (its README) leads its group.
    let members = others.filter { $0.group == group }.sorted {
      ($0.path.hasSuffix("README.md") ? 0 : 1, $0.path) < ($1.path.hasSuffix("README.md") ? 0 : 1, $1.path)
    }
    guard !members.isEmpty else { continue }
    topics += ["### \(group)", ""] + members.map { "- <doc:\($0.articleName)>" } + [""]
  }
  topics += ["### API reference", ""] + modules.map { "- <doc:/\($0)>" }
  return (lines + topics).joined(separator: "\n") + "\n"
}
