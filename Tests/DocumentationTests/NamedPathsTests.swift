import Foundation
import XCTest

/// Keeps the pages' paths true after files move: every repository path a page names
/// (`Sources/…`, `Tests/…`, `Benchmarks/…`, `Scripts/…`, `Documentation/…`, `.ci/…`) and every file
/// it names after a module (AsyncStyleTestKit `AsyncRecorder.swift`, `ProducerStyle/Internal/RunEnd.swift`)
/// exists. Links are checked by `DocumentationTests`; this reads the prose and the code blocks.
final class NamedPathsTests: XCTestCase {
  func test_everyNamedRepositoryPath_exists() throws {
    for page in try Self.pages() {
      for (line, path) in Self.repositoryPaths(in: try MarkdownPages.read(page)) where !MarkdownPages.exists(path) {
        XCTFail("\(page):\(line): names \(path), which does not exist")
      }
    }
  }

  func test_everyFileNamedAfterAModule_existsInThatModule() throws {
    let modules = try Self.sourceModules()
    XCTAssertGreaterThan(modules.count, 10, "no module folders under the layers of Sources")
    for page in try Self.pages() {
      for named in Self.moduleFiles(in: try MarkdownPages.read(page), modules: Set(modules.keys))
      where Self.resolve(named, in: modules) == nil {
        XCTFail("\(page):\(named.line): names \(named.file) in \(named.module), which has no such file")
      }
    }
  }

  func test_repositoryPaths_stopAtPlaceholdersAndPunctuation() {
    let text = """
      See `Sources/2-Styles/RxStyle/Operators/<Name>.swift`, Scripts/anchors/rxswift.sh, [a link](Benchmarks/x.md).
      and (Tests/TestSupportTests/), not `Tests/<Style>Tests/Operators/` nor `Documentation/Images/debounce.*`
      """
    XCTAssertEqual(
      Self.repositoryPaths(in: text).map(\.path),
      ["Sources/2-Styles/RxStyle/Operators/", "Scripts/anchors/rxswift.sh", "Tests/TestSupportTests/", "Tests/"])
  }

  func test_moduleFiles_followTheDirectoryOfTheFileBefore() {
    let text = "| AsyncStyle `Operators/Map.swift`, `Filter.swift`; RxStyleTest `Recorded.swift` (`RxStyle/Core/`)"
    let named = Self.moduleFiles(in: text, modules: ["AsyncStyle", "RxStyle", "RxStyleTest"])
    XCTAssertEqual(
      named.map { "\($0.module) \($0.file) \($0.directory)" },
      [
        "AsyncStyle Operators/Map.swift ", "AsyncStyle Filter.swift Operators", "RxStyleTest Recorded.swift ",
        "RxStyle Core/ ",
      ])
  }

  // MARK: - What a page names

  /// The pages a reader meets: the README, CONTRIBUTING, every page under Documentation, the
  /// benchmarks' README.
  static func pages() throws -> [String] {
    try MarkdownPages.all().filter { page in
      page == "README.md" || page == "CONTRIBUTING.md" || page == "Benchmarks/README.md"
        || page.hasPrefix("Documentation/")
    }
  }

  /// Every `Sources/…`-style path in the text, cut at the first character no file name here uses
  /// (a placeholder's `<`, a space, a quote), with trailing sentence punctuation dropped; a path
  /// after a placeholder (`<Style>Tests/…`) or with a `*` is a pattern, not a path.
  private static let roots = ["Sources/", "Tests/", "Benchmarks/", "Scripts/", "Documentation/", ".ci/"]

  static func repositoryPaths(in text: String) -> [(line: Int, path: String)] {
    var found: [(Int, String)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard Self.roots.contains(where: { line.contains($0) }) else { continue }
      // A link's target is relative to its page, and the link test checks it.
      let line = line.replacing(/\]\([^)]*\)/, with: "]")
      // A path starts the line or follows a character that cannot be part of a longer path.
      let pattern = /(?:^|[^\w.\/\-$>])((?:Sources|Tests|Benchmarks|Scripts|Documentation|\.ci)\/[\w+.\/\-*]*)/
      for match in line.matches(of: pattern) {
        var path = String(match.output.1)
        if path.contains("*") { continue }  // a pattern such as `Documentation/Images/debounce.*`
        while let last = path.last, last == "." || last == "," || last == "-" { path.removeLast() }
        found.append((index + 1, path))
      }
    }
    return found
  }

  /// A file or folder a page names after a module: the backticked names that follow a module's
  /// name (`AsyncStyle \`Operators/Map.swift\`, \`Filter.swift\``), where a bare file name sits in
  /// the folder of the file before it, and a backticked path that starts with a module's folder
  /// (`\`ProducerStyle/Internal/RunEnd.swift\``).
  struct ModuleFile {
    var line: Int
    var module: String
    var file: String
    /// The folder, inside the module, of the file named before it in the same list.
    var directory: String
  }

  static func moduleFiles(in text: String, modules: Set<String>) -> [ModuleFile] {
    var found: [ModuleFile] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard line.contains("`"), modules.contains(where: { line.contains($0) }) else { continue }
      // `Module` then a list of backticked names separated by commas or "and".
      for match in line.matches(of: /(?:^|[^\w\/`])([A-Z]\w+) ((?:`[^`]+`(?:, | and |,? and )?)+)/)
      where modules.contains(String(match.output.1)) {
        var directory = ""
        for item in match.output.2.matches(of: /`([^`]+)`/) {
          let file = String(item.output.1)
          guard file.hasSuffix(".swift") || file.hasSuffix("/"), !file.contains("<"), !file.contains(" ") else {
            break
          }
          found.append(ModuleFile(line: index + 1, module: String(match.output.1), file: file, directory: directory))
          if file.contains("/") { directory = (file as NSString).deletingLastPathComponent }
        }
      }
      // `Module/path` in backticks.
      for match in line.matches(of: /`([A-Z]\w+)\/([^`<> ]+)`/) where modules.contains(String(match.output.1)) {
        found.append(
          ModuleFile(line: index + 1, module: String(match.output.1), file: String(match.output.2), directory: ""))
      }
    }
    return found
  }

  /// The path of a named file inside its module, or nil when there is none.
  /// - Parameters:
  ///   - named: the file and its module.
  ///   - modules: each module's folder, as ``sourceModules()`` finds them.
  static func resolve(_ named: ModuleFile, in modules: [String: String]) -> String? {
    guard let folder = modules[named.module] else { return nil }
    let candidates = [
      "\(folder)/\(named.file)",
      named.directory.isEmpty || named.file.contains("/") ? nil : "\(folder)/\(named.directory)/\(named.file)",
    ]
    return candidates.compactMap { $0 }.first(where: MarkdownPages.exists)
  }

  /// The modules of the manifest, each with its folder: Sources holds a folder for each layer, and
  /// a layer a folder for each of its modules (`RxStyle` → `Sources/2-Styles/RxStyle`).
  static func sourceModules() throws -> [String: String] {
    let files = FileManager.default
    let sources = MarkdownPages.root.appendingPathComponent("Sources")
    var modules: [String: String] = [:]
    for layer in try files.contentsOfDirectory(atPath: sources.path) {
      for module in try files.contentsOfDirectory(atPath: sources.appendingPathComponent(layer).path) {
        modules[module] = "Sources/\(layer)/\(module)"
      }
    }
    return modules
  }
}
