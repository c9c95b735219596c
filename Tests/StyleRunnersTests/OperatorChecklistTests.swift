import Foundation
import StyleCatalog
import StyleRunners
import Testing

/// CONTRIBUTING's operator checklist, read against the registry: the files it names exist, the
/// comparison step names the file every registered operator has, and no step sends a contributor
/// to a file the comparison no longer needs.
@Suite struct OperatorChecklistTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The section "Add an operator" of CONTRIBUTING.md.
  private static func checklist() throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    let start = try #require(text.range(of: "## Add an operator\n"))
    let rest = text[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  /// The paths in code spans that name a file or folder of the package.
  private static func namedPaths(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
      index % 2 == 1 && (part.hasPrefix("Sources/") || part.hasPrefix("Tests/") || part.hasPrefix("Scripts/"))
        ? String(part) : nil
    }
  }

  @Test func everyFileTheChecklistNames_exists() throws {
    let paths = Self.namedPaths(in: try Self.checklist())
    #expect(paths.count >= 10)
    for path in paths {
      // `<Name>` and `<Style>` stand for any operator and style: one of each must exist.
      // A command names its script first.
      let file = String(path.split(separator: " ").first ?? "")
      let concrete = file.replacingOccurrences(of: "<Name>", with: "Map").replacingOccurrences(
        of: "<Style>", with: "RxStyle")
      let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(concrete).path)
      #expect(exists, "CONTRIBUTING names \(path), which is not in the package")
    }
  }

  @Test func theComparisonStep_namesTheFileOfEveryRegisteredOperator() throws {
    let paths = Self.namedPaths(in: try Self.checklist())
    #expect(paths.contains("Sources/4-TestsAndRunners/StyleRunners/Operators/<Name>.swift"))
    #expect(paths.contains("Sources/4-TestsAndRunners/StyleCatalog/MarbleOperator.swift"))
    #expect(paths.contains("Sources/4-TestsAndRunners/StyleRunners/Comparison/Registry.swift"))
    let folder = Self.root.appendingPathComponent("Sources/4-TestsAndRunners/StyleRunners/Operators")
    let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    for op in MarbleOperator.allCases {
      let name = op.rawValue.prefix(1).uppercased() + op.rawValue.dropFirst() + ".swift"
      #expect(files.contains(name), "\(op) has no comparison file \(name)")
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(text.contains("OperatorComparison(\n    .\(op.rawValue),"), "\(name) holds another operator")
    }
    #expect(files.count == MarbleOperator.allCases.count, "a file under Operators/ is not registered")
  }

  @Test func theChecklist_sendsNoOneToARetiredPlace() throws {
    let text = try Self.checklist()
    let retired = [
      "OperatorTable", "AtlasScenarios.swift", "StyleDifferences.swift", "MarbleEdge.swift", "RxRunner",
      "ProducerRunner",
      "AsyncRunner",
    ]
    for name in retired {
      #expect(!text.contains(name), "CONTRIBUTING still names \(name)")
    }
  }
}
