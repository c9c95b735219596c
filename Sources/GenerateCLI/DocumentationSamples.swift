import Foundation

/// Writes the Swift samples of the Markdown pages into a target that is compiled but never run.
enum DocumentationSamples {
  /// The generated files: none yet.
  static func files(_ root: URL) throws -> [(path: String, contents: String)] {
    []
  }
}
