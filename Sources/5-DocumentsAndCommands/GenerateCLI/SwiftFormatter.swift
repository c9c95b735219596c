import Foundation

/// Formats generated Swift files with the toolchain's `swift format` and the package's `.swift-format`, in one
/// process for all of them; other files pass through unchanged.
struct SwiftFormatter {
  let root: URL

  /// The formatter failed to run or to format a file.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Returns `files` with every `.swift` file's contents formatted.
  func format(_ files: [(path: String, contents: String)]) throws -> [(path: String, contents: String)] {
    let swiftIndices = files.indices.filter { files[$0].path.hasSuffix(".swift") }
    guard !swiftIndices.isEmpty else { return files }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("generate-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Flat numbered names: the formatter only needs the configuration, not the file's place in the package.
    let scratchFiles = swiftIndices.map { scratch.appendingPathComponent("\($0).swift") }
    for (index, url) in zip(swiftIndices, scratchFiles) {
      try files[index].contents.write(to: url, atomically: true, encoding: .utf8)
    }
    do {
      try runFormatter(on: scratchFiles)
    } catch var failure as Failure {
      // Name the generated file, not its scratch copy.
      for (index, url) in zip(swiftIndices, scratchFiles) {
        failure.description = failure.description.replacingOccurrences(of: url.path, with: files[index].path)
      }
      throw failure
    }
    var result = files
    for (index, url) in zip(swiftIndices, scratchFiles) {
      result[index].contents = try String(contentsOf: url, encoding: .utf8)
    }
    return result
  }

  private func runFormatter(on urls: [URL]) throws {
    #if os(macOS) || os(Linux)
      try runToolchainFormatter(on: urls)
    #else
      // The command runs where a toolchain does; other platforms have no processes to start.
      throw Failure(description: "swift format runs only on macOS and Linux")
    #endif
  }

  #if os(macOS) || os(Linux)
    private func runToolchainFormatter(on urls: [URL]) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      let configuration = root.appendingPathComponent(".swift-format").path
      process.arguments =
        ["swift", "format", "format", "--in-place", "--configuration", configuration] + urls.map(\.path)
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw Failure(description: "swift format failed (status \(process.terminationStatus)):\n\(message)")
      }
    }
  #endif
}
