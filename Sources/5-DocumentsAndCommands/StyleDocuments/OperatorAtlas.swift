import Marbles
import StyleCatalog
import StyleRunners

/// The operator atlas, Documentation/Operators: a page per operator that at least two styles
/// have, its scenarios drawn by running the three styles' operators on virtual time, as text and
/// as SVG pictures, and an index of the pages.
///
/// ```swift
/// for file in OperatorAtlas.files() { print(file.path) }  // Documentation/Operators/Debounce.md, …
/// ```
public enum OperatorAtlas {
  /// One generated file: its path relative to the package root, and its text.
  public struct File: Sendable {
    /// The path, as `Documentation/Operators/Images/debounce-1.svg`.
    public let path: String
    /// The contents.
    public let text: String
  }

  /// The folder of the atlas, relative to the package root.
  public static let folder = "Documentation/Operators"

  /// The ideas that have a page, in the order of the concordance.
  public static var ideas: [Idea] {
    Idea.all.filter { $0.atlasPage != nil }
  }

  /// The duration of one frame in the `marbles` commands the pages print.
  static let frameMilliseconds = 10

  /// Every file of the atlas: the pages, their pictures and the index.
  /// - Returns: the files, the index last.
  public static func files() -> [File] {
    var files: [File] = []
    var thumbnails: [String: String] = [:]
    for idea in ideas {
      guard let op = idea.marble else { continue }
      let shown = scenarios(of: idea, op)
      var page = header(of: idea, op, first: shown.first?.scenario)
      for (number, scenario) in shown.enumerated() {
        let image = "\(idea.key)-\(number + 1).svg"
        let drawing = drawing(scenario.scenario)
        page += section(number + 1, scenario, drawing, image: image)
        let heading = "\(idea.name): \(scenario.title)"
        files.append(File(path: "\(folder)/Images/\(image)", text: drawing.svg(titled: heading)))
        if number == 0 {
          let thumbnail = "\(idea.key)-small.svg"
          files.append(File(path: "\(folder)/Images/\(thumbnail)", text: drawing.svg(titled: heading, scale: 0.6)))
          thumbnails[idea.key] = thumbnail
        }
      }
      files.append(File(path: "\(folder)/\(idea.atlasName).md", text: page.joined(separator: "\n") + "\n"))
    }
    files.append(File(path: "\(folder)/README.md", text: readme(thumbnails: thumbnails)))
    return files
  }

  /// The scenarios a page shows: the atlas's, then those of Differences.md not already among them.
  static func scenarios(of idea: Idea, _ op: MarbleOperator) -> [AtlasScenario] {
    var shown = op.atlasScenarios
    for difference in StyleDifference.all where difference.idea == idea.key {
      guard !shown.contains(where: { $0.scenario == difference.scenario }) else { continue }
      shown.append(AtlasScenario("where the styles differ", difference.scenario))
    }
    return shown
  }

  private static func drawing(_ scenario: MarbleScenario) -> MarblesDrawing {
    do {
      return try MarblesDrawing(scenario, frameMilliseconds: frameMilliseconds)
    } catch {
      preconditionFailure("the atlas scenario \(scenario) does not run: \(error)")
    }
  }

  private static func header(of idea: Idea, _ op: MarbleOperator, first: MarbleScenario?) -> [String] {
    var lines = [
      "# \(idea.name)",
      "",
      "\(idea.summary) The runs below draw \(op.runDescription). How to read them: the [atlas](README.md);",
      "every idea's names and files: the [concordance](../Concordance.md).",
      "",
      "| style (anchor) | spelling | source | tests |",
      "|---|---|---|---|",
    ]
    for style in Style.allCases {
      guard let spelling = idea.spelling(in: style) else {
        lines.append("| \(styleName(style)) | — (the style has no such operator) | — | — |")
        continue
      }
      let source = spelling.source.map(link) ?? "—"
      let tests = spelling.tests.map(link) ?? "—"
      lines.append("| \(styleName(style)) | \(spelling.text) | \(source) | \(tests) |")
    }
    if let difference = idea.difference {
      lines += [
        "", "Where they differ, the reason is given under the scenario; [Differences.md](../Differences.md) lists it",
        "with the others, in its rows for \"\(difference)\".",
      ]
    }
    if let first {
      lines += ["", "Try the first scenario yourself:", "", "```sh", "swift run marbles " + command(first), "```"]
    }
    lines += ["", "## Scenarios"]
    return lines
  }

  private static func section(
    _ number: Int, _ shown: AtlasScenario, _ drawing: MarblesDrawing, image: String
  ) -> [String] {
    var title = shown.title
    if let disposedAt = shown.scenario.disposedAt { title += " (disposed at frame \(disposedAt))" }
    var lines = [
      "", "### \(number). \(title.prefix(1).uppercased() + title.dropFirst())", "", "```", drawing.text + "```",
    ]
    let frames = drawing.differingFrames
    let styleNames = Set(Style.allCases.map(\.rawValue))
    let running = drawing.rows.filter { styleNames.contains($0.label) && $0.events != nil }.count
    if running < 2 {
      lines += ["", "Only one style runs it."]
    } else if frames.isEmpty {
      lines += ["", running == Style.allCases.count ? "The three styles agree." : "The styles that run it agree."]
    } else {
      let list = frames.map(String.init).joined(separator: ", ")
      lines += ["", "The styles differ at frame\(frames.count == 1 ? "" : "s") \(list)."]
    }
    for difference in StyleDifference.all where difference.scenario == shown.scenario {
      lines.append("Why: " + difference.why)
      if !difference.anchorNote.isEmpty { lines.append("Anchor: " + difference.anchorNote) }
    }
    lines += ["", "![\(shown.title)](Images/\(image))"]
    return lines
  }

  private static func readme(thumbnails: [String: String]) -> String {
    var lines = [
      "# The operator atlas",
      "",
      "A page per operator that at least two styles have: what it does, its name and files in each",
      "style, and its scenarios drawn from the real operators of the three styles on virtual time,",
      "the frames where they differ marked. Generated by `OperatorAtlas` (Sources/5-DocumentsAndCommands/StyleDocuments/OperatorAtlas.swift):",
      "`swift run generate` rewrites the pages and pictures, and `swift run generate --check` fails when one is",
      "stale. Names and files of every idea: the [concordance](../Concordance.md).",
      "",
      "How to read a page: every diagram is what the three styles' operators produced on virtual time",
      "from the scenarios of `MarbleOperator.atlasScenarios` (in each operator's file under",
      "Sources/4-TestsAndRunners/StyleRunners/Operators).",
      "One character is one frame (\(frameMilliseconds)ms in the `marbles` command each page prints);",
      "inputs are cold and start at frame 0; `{a1}` is a combined value, `( )` events in one frame, `!` an",
      "interruption, and `{E}` just before a `#` the name of a failure that `mapError` made. `differs`",
      "marks the frames where the styles do not draw the same; the pictures shade them, number the",
      "frames, and draw a dashed line where the subscription is disposed (or where a late subscriber",
      "comes). Where the styles differ, the page gives the reason, in the words of",
      "[Differences.md](../Differences.md).",
    ]
    for group in IdeaGroup.allCases {
      let members = ideas.filter { $0.group == group }
      guard !members.isEmpty else { continue }
      lines += ["", "## \(group.title)"]
      for idea in members {
        let names = zip(["Rx", "producer", "async"], Style.allCases).map { label, style in
          "\(label) " + (idea.spelling(in: style)?.marbleName.codeVoice ?? "—")
        }
        lines += ["", "[\(idea.name)](\(idea.atlasName).md): \(names.joined(separator: " · "))"]
        if let thumbnail = thumbnails[idea.key] {
          lines += ["", "![\(idea.name)](Images/\(thumbnail))"]
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `marbles` arguments that print `scenario` (one without a disposal frame).
  static func command(_ scenario: MarbleScenario) -> String {
    var parts = [scenario.op.rawValue]
    switch scenario.op {
    case .take, .skip, .takeLast, .buffer, .retry: parts.append(String(scenario.parameter))
    case _ where scenario.op.parameterName != nil: parts.append(String(scenario.parameter * frameMilliseconds))
    default: break
    }
    parts += scenario.inputs.map { "--input \"\($0)\"" }
    return parts.joined(separator: " ")
  }

  private static func styleName(_ style: Style) -> String {
    switch style {
    case .rx: "RxStyle (RxSwift)"
    case .producer: "ProducerStyle (ReactiveSwift)"
    case .async: "AsyncStyle (swift-async-algorithms, standard library)"
    }
  }

  private static func link(_ path: String) -> String {
    "[\(path.split(separator: "/").last.map(String.init) ?? path)](../../\(path))"
  }
}

extension String {
  fileprivate var codeVoice: String { "`\(self)`" }
}
