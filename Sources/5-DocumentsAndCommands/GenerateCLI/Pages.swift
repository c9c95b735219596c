import ExercisesTool
import Foundation
import MarblesTool
import StyleDocuments

/// The pages and pictures drawn from the catalog of ideas and the styles' runs.
enum Pages {
  /// Documentation/Concordance.md: every idea's names and files in the three styles.
  static func concordance(_ root: URL) -> [(path: String, contents: String)] {
    [("Documentation/Concordance.md", ConcordanceDocument.markdown())]
  }

  /// Documentation/Differences.md: where the styles differ, and where each differs from its anchor.
  static func differences(_ root: URL) -> [(path: String, contents: String)] {
    [("Documentation/Differences.md", DifferencesDocument.markdown())]
  }

  /// Documentation/Operators: a page and its pictures per operator, and the index.
  /// A page that an exercise of the track practises says which, above its scenarios.
  static func atlas(_ root: URL) throws -> [(path: String, contents: String)] {
    let track = try ExerciseTrack(
      parsing: String(contentsOf: root.appendingPathComponent("Exercises/track.txt"), encoding: .utf8))
    return OperatorAtlas.files().map { file in
      let practising = track.exercises.filter { $0.pages.contains(file.path) }
      guard !practising.isEmpty, let scenarios = file.text.range(of: "\n## Scenarios\n") else {
        return (file.path, file.text)
      }
      let names = practising.map { "`\($0.name)`" }.joined(separator: ", ")
      let line = "\nPractise it: \(names), with `swift run exercises` ([learning path](../LearningPath.md)).\n"
      return (file.path, file.text.replacingCharacters(in: scenarios.lowerBound..<scenarios.lowerBound, with: line))
    }
  }

  /// The `marbles` command of the README's example, and what it prints and draws.
  static let marblesExample = ["debounce", "20", "--input", "a-b---c|", "--svg", "debounce.svg"]

  /// Documentation/Images/debounce.txt and debounce.svg: what the README's `marbles` example prints and draws.
  static func marblesExampleOutput(_ root: URL) throws -> [(path: String, contents: String)] {
    var text = ""
    var errors = ""
    var pictures: [String: String] = [:]
    let status = MarblesTool.run(
      marblesExample, output: { text += $0 }, errorOutput: { errors += $0 }, writeFile: { pictures[$0] = $1 })
    guard status == 0, let picture = pictures["debounce.svg"] else {
      throw GenerationFailure(description: "marbles \(marblesExample.joined(separator: " ")) failed: \(errors)")
    }
    return [("Documentation/Images/debounce.txt", text), ("Documentation/Images/debounce.svg", picture)]
  }
}

/// A generator could not make its files; the description says why.
struct GenerationFailure: Error, CustomStringConvertible {
  let description: String
}
