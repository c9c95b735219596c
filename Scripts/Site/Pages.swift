import Foundation

/// One Markdown page of the repository and the name of the DocC article made from it.
struct Page {
  /// The page's path from the repository root, such as `Documentation/Patterns/Sink.md`.
  let path: String
  /// The article's file name without extension, unique in the catalog: `Patterns-Sink`.
  let articleName: String
  /// The topic group the landing page lists it under.
  let group: String

  /// Every page the site carries: the README (the landing page), the guide under
  /// `Documentation/`, the benchmarks' README, the contributors' checklist and the articles' tests.
  static func all(in root: URL, modules: [String]) throws -> [Page] {
    var paths = ["README.md", "Benchmarks/README.md", "CONTRIBUTING.md", "Tests/ShowcaseTests/Articles/README.md"]
    let documentation = root.appendingPathComponent("Documentation")
    if let walker = FileManager.default.enumerator(atPath: documentation.path) {
      for case let relative as String in walker where relative.hasSuffix(".md") {
        paths.append("Documentation/" + relative)
      }
    }
    return paths.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
      .sorted().map { Page(path: $0, modules: modules) }
  }

  /// - Parameter modules: the documented modules; a page named like one (the styles' reference
  ///   pages, `Marbles.md`) gets `-Overview` after its name, since a link names one or the other.
  init(path: String, modules: [String] = []) {
    self.path = path
    var name = path.replacingOccurrences(of: ".md", with: "")
    if name.hasPrefix("Documentation/") { name.removeFirst("Documentation/".count) }
    if name.hasSuffix("/README") { name.removeLast("/README".count) }
    name = name.replacingOccurrences(of: "/", with: "-")
    if modules.contains(name) { name += "-Overview" }
    articleName = path == "README.md" ? "ReactiveStyles" : name
    group = Page.group(of: path)
  }

  private static func group(of path: String) -> String {
    let folders: [(prefix: String, group: String)] = [
      ("Documentation/Patterns/", "Testing patterns"),
      ("Documentation/Apps/", "The article apps"),
      ("Documentation/Operators/", "Operators"),
      ("Documentation/Benchmarks/", "Benchmarks"),
      ("Benchmarks/", "Benchmarks"),
      ("Tests/", "The article apps"),
    ]
    if let match = folders.first(where: { path.hasPrefix($0.prefix) }) { return match.group }
    let references = ["RxStyle", "ProducerStyle", "AsyncStyle", "Concordance", "Differences", "Marbles", "Bridges"]
    if references.contains(where: { path == "Documentation/\($0).md" }) { return "Each style's reference" }
    if path == "CONTRIBUTING.md" { return "Contributing" }
    return "Concepts, compared"
  }
}
