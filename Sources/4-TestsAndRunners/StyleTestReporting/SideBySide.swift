/// Lays out expected and actual items in two columns under an `expected | actual` heading, one
/// item a line, with `≠` on the lines that differ and `—` where one side has no item.
///
/// The one printer behind every style's `sideBySide(expected:actual:)` and the test modules'
/// `XCTAssertEqual` overloads, so a failure reads the same in each style.
/// - Returns: the heading and the rows, after `message` when it is not empty.
package func sideBySideColumns(_ expected: [String], _ actual: [String], message: String = "") -> String {
  let width = max(expected.map(\.count).max() ?? 0, "expected".count)
  var lines = message.isEmpty ? [] : [message]
  lines.append(padded("expected", to: width) + " | actual")
  for row in 0..<max(expected.count, actual.count) {
    let expectedText = row < expected.count ? expected[row] : "—"
    let actualText = row < actual.count ? actual[row] : "—"
    let marker = expectedText == actualText ? "|" : "≠"
    lines.append("\(padded(expectedText, to: width)) \(marker) \(actualText)")
  }
  return lines.joined(separator: "\n")
}

/// `text` with spaces after it up to `width` characters, as Foundation's `padding(toLength:)`
/// would make it, without importing Foundation for one call.
private func padded(_ text: String, to width: Int) -> String {
  text + String(repeating: " ", count: max(width - text.count, 0))
}
