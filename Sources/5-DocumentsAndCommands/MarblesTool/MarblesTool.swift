import Foundation
import StyleCatalog
import StyleDocuments
import StyleRunners

/// The `marbles` tool: runs an operator in the three styles and prints the diagrams.
public enum MarblesTool {
  /// Runs the tool.
  /// - Parameters:
  ///   - arguments: the command line without the program name.
  ///   - output: receives what goes to standard output.
  ///   - errorOutput: receives what goes to standard error.
  ///   - writeFile: writes an SVG file; throws when it cannot.
  /// - Returns: the exit status: 0, 1 when a file cannot be written, 2 for bad input.
  public static func run(
    _ arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void,
    writeFile: (String, String) throws -> Void
  ) -> Int32 {
    let command: MarblesCommand
    do {
      command = try MarblesArguments.parse(arguments)
    } catch {
      errorOutput("marbles: \(error.message)\n\(MarblesArguments.usage)\n")
      return 2
    }
    switch command {
    case .help:
      output(MarblesArguments.usage + "\n")
    case .list:
      output(list())
    case .differences:
      output(DifferencesDocument.markdown())
    case .run(let run):
      do {
        let drawing = try MarblesDrawing(run.scenario, frameMilliseconds: run.frameMilliseconds)
        output(drawing.text)
        if let path = run.svgPath {
          do {
            try writeFile(path, drawing.svg)
          } catch {
            errorOutput("marbles: cannot write \(path): \(error)\n")
            return 1
          }
        }
      } catch {
        errorOutput("marbles: \(error.description)\n\(MarblesArguments.usage)\n")
        return 2
      }
    }
    return 0
  }

  /// Every operator with its arguments and what it does.
  public static func list() -> String {
    let rows = MarbleOperator.allCases.map { op -> (String, String) in
      var usage = op.rawValue
      if let name = op.parameterName { usage += " <\(name)>" }
      usage += String(repeating: " --input DIAGRAM", count: op.arity)
      return (usage, op.summary)
    }
    let width = (rows.map(\.0.count).max() ?? 0) + 2
    return rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n")
      + "\n"
  }
}
