import Foundation

/// The marked regions of a reference solution, and the stub a learner starts from.
///
/// A solution marks each place to fill with a line `// EXERCISE BEGIN (stub: CODE)` and a line
/// `// EXERCISE END`; the stub has, in their place, a `TODO` line and `CODE`.
///
/// ```swift
/// let solution = "  // EXERCISE BEGIN (stub: return [])\n  return [1]\n  // EXERCISE END\n"
/// ExerciseStub.stub(fromSolution: solution)
/// // "  // TODO: your code here, in place of the line below.\n  return []\n"
/// ```
public enum ExerciseStub {
  /// The line the stub puts above the placeholder of each region.
  public static let todo = "// TODO: your code here, in place of the line below."

  /// The stub of `solution`: each marked region replaced by the `TODO` line and its placeholder.
  /// - Parameter solution: the reference solution's text.
  /// - Returns: the stub's text.
  public static func stub(fromSolution solution: String) -> String {
    var lines: [Substring] = []
    var inRegion = false
    for line in solution.split(separator: "\n", omittingEmptySubsequences: false) {
      if let placeholder = placeholder(in: line) {
        let indent = line.prefix { $0 == " " }
        lines.append(indent + todo)
        lines.append(indent + placeholder)
        inRegion = true
      } else if line.contains("// EXERCISE END") {
        inRegion = false
      } else if !inRegion {
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The code of each marked region of `solution`, dedented, without the marker lines.
  /// - Parameter solution: the reference solution's text.
  /// - Returns: one string a region.
  public static func regions(ofSolution solution: String) -> [String] {
    var regions: [[Substring]] = []
    var current: [Substring]?
    for line in solution.split(separator: "\n", omittingEmptySubsequences: false) {
      if placeholder(in: line) != nil {
        current = []
      } else if line.contains("// EXERCISE END") {
        if let region = current { regions.append(region) }
        current = nil
      } else if current != nil {
        current?.append(line)
      }
    }
    return regions.map { region in
      let indent = region.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
      return region.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }
  }

  /// The placeholder of a `// EXERCISE BEGIN (stub: CODE)` line, or `nil` for any other line.
  private static func placeholder(in line: Substring) -> Substring? {
    let marker = "// EXERCISE BEGIN (stub: "
    guard let start = line.range(of: marker), line.hasSuffix(")") else { return nil }
    return line[start.upperBound..<line.index(before: line.endIndex)]
  }
}
