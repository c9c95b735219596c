import Foundation
import StyleCatalog
import StyleRunners
import Testing

/// CONTRIBUTING's operator checklist, read against the registry: the files it names exist, the
/// comparison step names the file every registered operator has, the files generated from those
/// are named only where the command that writes them is, the count of files touched by hand is the
/// one the steps name, and no step sends a contributor to a file the comparison no longer needs.
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

  /// The files `swift run generate` writes from the comparison files.
  private static let generated = [
    "Sources/4-TestsAndRunners/StyleCatalog/MarbleOperator.swift",
    "Sources/4-TestsAndRunners/StyleCatalog/Ideas/Idea+Compared.swift",
    "Sources/4-TestsAndRunners/StyleRunners/Comparison/Registry.swift",
  ]

  /// The numbered steps of the checklist, each with its lines.
  private static func steps(of checklist: String) -> [String] {
    var steps: [String] = []
    for line in checklist.split(separator: "\n", omittingEmptySubsequences: false) {
      let number = line.prefix { $0.isNumber }
      if !number.isEmpty, line.dropFirst(number.count).hasPrefix(". ") {
        steps.append(String(line))
      } else if !steps.isEmpty {
        steps[steps.count - 1] += "\n" + line
      }
    }
    return steps
  }

  @Test func theComparisonStep_namesTheFileOfEveryRegisteredOperator() throws {
    let paths = Self.namedPaths(in: try Self.checklist())
    #expect(paths.contains("Sources/4-TestsAndRunners/StyleRunners/Operators/<Name>.swift"))
    let folder = Self.root.appendingPathComponent("Sources/4-TestsAndRunners/StyleRunners/Operators")
    let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    for op in MarbleOperator.allCases {
      let name = op.rawValue.prefix(1).uppercased() + op.rawValue.dropFirst() + ".swift"
      #expect(files.contains(name), "\(op) has no comparison file \(name)")
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let declared = [
        "static let \(op.rawValue) = Definition(\n    Idea(", "static let `\(op.rawValue)` = Definition(\n    Idea(",
      ]
      #expect(declared.contains { text.contains($0) }, "\(name) does not define \(op)'s comparison with its idea row")
      #expect(op.comparison.op == op && op.idea.marble == op)
    }
    #expect(files.count == MarbleOperator.allCases.count, "a file under Operators/ is not registered")
  }

  /// The step that registers an operator names the generated files and the command that writes them, and
  /// no other step names them: a contributor edits none of them.
  @Test func theRegisterStep_namesTheGeneratedFiles_andTheCommandThatWritesThem() throws {
    let steps = Self.steps(of: try Self.checklist())
    let register = try #require(steps.first { $0.contains("**Register it**") })
    #expect(register.contains("`swift run generate registry`"))
    for path in Self.generated {
      #expect(Self.namedPaths(in: register).contains(path), "the register step does not name \(path)")
      for step in steps where step != register {
        #expect(!step.contains(path), "a step other than the register step names \(path)")
      }
      let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      #expect(text.hasPrefix("// Generated by `swift run generate`") && text.contains("do not edit by hand"))
    }
    let registry = try String(contentsOf: Self.root.appendingPathComponent(Self.generated[2]), encoding: .utf8)
    let cases = registry.split(separator: "\n").filter { $0.contains("case .") }
    #expect(cases.count == MarbleOperator.allCases.count, "the registry's switch has another number of cases")
  }

  /// The checklist's count of files touched by hand is what its steps name: a source and a test per style, and the
  /// comparison file.
  @Test func theChecklist_countsTheFilesTouchedByHand() throws {
    let checklist = try Self.checklist()
    let words = [7: "seven"]
    let count = Style.allCases.count * 2 + 1
    let word = try #require(words[count])
    #expect(
      checklist.contains("By hand you touch \(word) files: the three sources, the three tests and the comparison file"))
    let steps = Self.steps(of: checklist)
    let handPaths = steps.filter { !$0.contains("**Register it**") }.flatMap { Self.namedPaths(in: $0) }.filter {
      $0.contains("<Name>")
    }
    let sources = handPaths.filter { $0.hasPrefix("Sources/2-Styles/") }
    let tests = handPaths.filter { $0.hasPrefix("Tests/") }
    #expect(sources.count == Style.allCases.count, "the checklist names \(sources) as the sources")
    #expect(tests == ["Tests/<Style>Tests/Operators/<Name>Tests.swift"], "one test path per style")
    #expect(handPaths.contains("Sources/4-TestsAndRunners/StyleRunners/Operators/<Name>.swift"))
    #expect(sources.count + Style.allCases.count * tests.count + 1 == count)
  }

  @Test func theChecklist_sendsNoOneToARetiredPlace() throws {
    let text = try Self.checklist()
    let retired = [
      "OperatorTable", "AtlasScenarios.swift", "StyleDifferences.swift", "MarbleEdge.swift", "RxRunner",
      "ProducerRunner",
      "AsyncRunner", "Idea+StreamsAndOperators", "Idea+TimeSharingAndTesting", "The table row",
    ]
    for name in retired {
      #expect(!text.contains(name), "CONTRIBUTING still names \(name)")
    }
  }
}
