import Foundation
import StyleCatalog
import StyleRunners

/// Documentation/Differences.md, drawn from `StyleDifference.all` by running each scenario.
public enum DifferencesDocument {
  /// The Markdown text of Documentation/Differences.md.
  ///
  /// - Returns: the document; a failing scenario is written as its error.
  public static func markdown() -> String {
    var lines = [
      "# Where the styles differ",
      "",
      "Generated from `StyleDifference.all` (the rows with a reason in each operator's file under",
      "Sources/4-TestsAndRunners/StyleRunners/Operators) by running each scenario in the three styles on virtual time, by",
      "`swift run generate`, whose `--check` fails when this file no longer matches. One character is one",
      "frame; inputs are cold and start at frame 0; `{a1}` is a combined value, `( )` events in one frame,",
      "`!` an interruption, `n/a` an operator the style does not have. Run one yourself with",
      "`StyleRunner.runAll(_:)`. Every operator's disposal row differs from the others as `map`'s does",
      "(the producer style's `!`).",
      "",
      "| operator | input | Rx (RxStyle) | producer (ProducerStyle) | async (AsyncStyle) | why |",
      "|---|---|---|---|---|---|",
    ]
    for difference in StyleDifference.all {
      let scenario = difference.scenario
      var name = scenario.op.rawValue
      if scenario.op.parameterName != nil { name += " \(scenario.parameter)" }
      if let disposedAt = scenario.disposedAt { name += ", disposed at \(disposedAt)" }
      if let edge = scenario.edge { name += ", \(edge)" }
      let input = scenario.inputs.map(code).joined(separator: "<br>")
      let outputs = Style.allCases.map { style in
        do throws(ScenarioError) {
          return code(try StyleRunner.run(scenario, in: style).diagram)
        } catch {
          return error.description
        }
      }
      var why = difference.why
      if !difference.anchorNote.isEmpty { why += " *Anchor:* " + difference.anchorNote }
      lines.append("| \(name) | \(input) | " + outputs.joined(separator: " | ") + " | \(why) |")
    }
    lines += anchorTables()
    return lines.joined(separator: "\n") + "\n"
  }

  private static func code(_ diagram: String) -> String {
    "`" + (diagram.isEmpty ? " " : String(diagram.flatMap { $0 == "|" ? ["\\", "|"] : [$0] })) + "`"
  }
}

extension DifferencesDocument {
  /// The second part of Documentation/Differences.md: one table per style.
  static func anchorTables() -> [String] {
    var lines = [
      "",
      "## Where a style differs from its anchor",
      "",
      "Code written for an anchor compiles here with only the imports changed and does what it did",
      "there, apart from the rows below. Each is kept on purpose: the reason says what following the",
      "anchor would cost, and the named test pins what this package does. Generated from",
      "`AnchorDifference.all` (Sources/4-TestsAndRunners/StyleCatalog/AnchorDifferences/).",
    ]
    for style in Style.allCases {
      lines += [
        "", "### \(style.moduleName), after \(style.anchorNames)", "",
        "| kind | code | the anchor | here | why | pinned by |",
        "|---|---|---|---|---|---|",
      ]
      let rows = AnchorDifference.all.filter { $0.style == style }
      if rows.isEmpty { lines.append("| — | — | — | — | none known | — |") }
      for row in rows {
        let cells = [
          row.kind.rawValue, row.subject, row.anchor, row.ours, row.reason,
          "[`\(row.testName)`](../Tests/\(row.testFile))",
        ]
        lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
      }
    }
    return lines
  }
}
