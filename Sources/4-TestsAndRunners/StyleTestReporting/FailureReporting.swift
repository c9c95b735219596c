import Testing
import XCTest

/// Reports a failed expectation of a test helper to the framework running the calling test: a
/// Swift Testing issue inside a `@Test`, an XCTest failure otherwise.
///
/// Every assertion helper of the test modules reports through this one function. XCTest's
/// `XCTFail` called inside a `@Test` is silently dropped by the toolchain's XCTest on Linux, and
/// `Issue.record` outside a `@Test` is not seen by XCTest, so a helper has to ask which one is
/// running. `Test.current` is set only on the task running a `@Test` and the tasks it creates; a
/// helper called from a detached task or another thread falls back to `XCTFail`.
///
/// The `XCTAssertEqual` overloads take only XCTest's `file:` and `line:`: an overload with more
/// parameters than XCTest's generic `XCTAssertEqual` loses to it in a file that imports XCTest,
/// and the side-by-side output would be lost. For them the file's ID is its folder and name, and
/// the column the line's first.
/// - Parameters:
///   - message: the whole failure message, side-by-side columns or diagrams included.
///   - fileID: the calling test's `#fileID`, for Swift Testing; derived from `filePath` if `nil`.
///   - filePath: the calling test's `#filePath`.
///   - line: the calling test's line.
///   - column: the calling test's column, for Swift Testing.
package func reportFailure(
  _ message: String, fileID: String? = nil, filePath: StaticString, line: UInt, column: UInt = 1
) {
  if Test.current != nil {
    let path = "\(filePath)"
    let location = SourceLocation(
      fileID: fileID ?? path.split(separator: "/").suffix(2).joined(separator: "/"), filePath: path,
      line: Int(line), column: Int(column))
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
