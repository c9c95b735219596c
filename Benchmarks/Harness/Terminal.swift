import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// One progress line on standard error, rewritten in place — only when standard error is a
/// terminal, so that logs and pipes receive the results alone.
struct Progress {
  private let enabled = isatty(STDERR_FILENO) != 0

  func show(_ index: Int, of total: Int, _ name: String) {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K[\(index + 1)/\(total)] \(name)".utf8))
  }

  func finish() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
