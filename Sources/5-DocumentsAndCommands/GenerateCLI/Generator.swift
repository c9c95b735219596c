import Foundation

/// One source of generated files: a name for messages and the files it writes, each path relative to the
/// package root.
struct Generator {
  /// Names the generator in messages and on the command line.
  let name: String
  /// Reads what the generator needs under `root` and returns every file it owns, with its whole contents.
  let files: (_ root: URL) throws -> [(path: String, contents: String)]
}

/// What one run does with the generated files.
enum Mode {
  /// Writes every file whose contents differ from what is on disk.
  case write
  /// Writes nothing; reports every file whose committed contents differ from what would be generated.
  case check
}

/// A file that differs from what its generator produces.
struct StaleFile {
  let path: String
  let generator: String
}

/// Runs `generators` over the package at `root`: in `.write` mode rewrites each changed file, in `.check` mode
/// only compares. Swift outputs are formatted with the toolchain's `swift format` and the package's
/// `.swift-format` first, so a generated file passes the same lint as a written one.
///
/// - Returns: the files that differed (and, in `.write` mode, were rewritten).
func generate(_ generators: [Generator], root: URL, mode: Mode) throws -> [StaleFile] {
  var stale: [StaleFile] = []
  for generator in generators {
    let generated = try generator.files(root)
    let formatted = try SwiftFormatter(root: root).format(generated)
    for (path, contents) in formatted {
      let url = root.appendingPathComponent(path)
      let current = try? String(contentsOf: url, encoding: .utf8)
      guard current != contents else { continue }
      stale.append(StaleFile(path: path, generator: generator.name))
      if mode == .write {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
      }
    }
  }
  return stale
}
