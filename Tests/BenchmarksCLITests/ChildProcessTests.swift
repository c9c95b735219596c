import Foundation
import XCTest

@testable import BenchmarksCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the harness starts a measured child: the environment it hands over is built the same way on
/// every platform, so this run on Linux exercises what a Mac runs.
final class ChildProcessTests: XCTestCase {
  func test_child_seesAVariableOfThisProcess() throws {
    let name = "REACTIVESTYLES_CHILD_PROBE"
    setenv(name, "seen = by the child", 1)
    defer { unsetenv(name) }

    let child = try runChild("/bin/sh", arguments: ["-c", "printf '%s' \"$\(name)\""])

    XCTAssertEqual(String(decoding: child.output, as: UTF8.self), "seen = by the child")
    XCTAssertGreaterThan(child.peakMemoryBytes, 0)
  }

  func test_child_thatExitsWithACode_isAFailure() {
    XCTAssertThrowsError(try runChild("/bin/sh", arguments: ["-c", "exit 3"])) { error in
      XCTAssertEqual((error as? ChildFailure)?.description, "the child process exited with code 3")
    }
  }
}
