import Foundation

/// The top-level public types of the documented modules, read from their symbol graphs, so that a
/// page's code span naming one (`AsyncTestScheduler`) becomes a link to its API page.
///
/// A name declared in more than one module (`Signal`, `Event`, `TestScheduler`) is left alone: the
/// page's words, not a guess, must say which style it means.
struct SymbolIndex {
  private var modulesByName: [String: Set<String>] = [:]

  init(symbolGraphs: URL, modules: [String]) throws {
    let topLevelKinds: Set<String> = [
      "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor",
    ]
    for module in modules {
      let file = symbolGraphs.appendingPathComponent("\(module).symbols.json")
      let data = try Data(contentsOf: file)
      guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]]
      else { continue }
      for symbol in symbols {
        guard let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String, topLevelKinds.contains(kind),
          let path = symbol["pathComponents"] as? [String], path.count == 1
        else { continue }
        modulesByName[path[0], default: []].insert(module)
      }
    }
  }

  /// The DocC link for `name`, or `nil` when no module or several declare it.
  func link(for name: String) -> String? {
    guard let modules = modulesByName[name], modules.count == 1, let module = modules.first else { return nil }
    return "``/\(module)/\(name)``"
  }

  /// The modules a page speaks of: those whose name it mentions.
  static func modules(mentionedIn text: String, among modules: [String]) -> [String] {
    modules.filter { module in
      text.range(of: "\\b\(module)\\b", options: .regularExpression) != nil
    }
  }
}
