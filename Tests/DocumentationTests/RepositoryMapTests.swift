import Foundation
import XCTest

/// Keeps the repository map (Documentation/Repository.md) true: it names every module the manifest
/// declares, so a module added or renamed shows up there.
final class RepositoryMapTests: XCTestCase {
  func test_repositoryMap_namesEveryModuleOfTheManifest() throws {
    let manifest = try MarkdownPages.read("Package.swift")
    let mapText = try MarkdownPages.read("Documentation/Repository.md")
    let declared = matches(of: #"\.(?:target|executableTarget)\(\s*name: "([A-Za-z]+)""#, in: manifest)
    XCTAssertFalse(declared.isEmpty, "no target found in Package.swift")
    for module in declared where !mapText.contains(module) && !mapText.contains("(\(module)") {
      XCTFail("the repository map does not name the module \(module)")
    }
    let testTargets = matches(of: #"\.testTarget\(\s*name: "([A-Za-z]+)""#, in: manifest)
    // DocumentationTests checks the pages, not a module.
    for target in testTargets where target != "DocumentationTests" {
      let module = String(target.dropLast("Tests".count))
      XCTAssertTrue(declared.contains(module), "\(target) tests no module of the manifest (\(module))")
    }
  }

  private func matches(of pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
