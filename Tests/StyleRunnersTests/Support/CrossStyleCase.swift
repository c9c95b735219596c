import Marbles
import StyleCatalog
import StyleRunners
import Testing

/// Runs `row` in `style` and compares the output diagram with the expected one; a mismatch
/// records the inputs, the expected and the actual diagrams aligned, and a caret under the first
/// differing frame.
func check(_ row: CrossStyleCase, in style: Style, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let expected = row.expected[style] ?? "?"
  let actual = try StyleRunner.run(row.scenario, in: style).diagram
  if actual != expected {
    Issue.record(
      Comment(rawValue: mismatch(row, style: style, expected: expected, actual: actual)), sourceLocation: sourceLocation
    )
  }
}

private func mismatch(_ row: CrossStyleCase, style: Style, expected: String, actual: String) -> String {
  let drawn = [expected, actual].map { text in
    (try? MarbleDiagram(text, ticksPerSecond: 1)).map { MarbleLine($0.events) }
  }
  var lines = ["\(row.scenario) [\(row.edge)] in the \(style.rawValue) style:"]
  if let expectedLine = drawn[0] ?? nil, let actualLine = drawn[1] ?? nil {
    let inputs = row.scenario.inputs.compactMap { try? MarbleDiagram($0, ticksPerSecond: 1) }.map {
      MarbleLine($0.events)
    }
    let texts = MarbleLine.aligned(inputs + [expectedLine, actualLine])
    for (index, text) in texts.dropLast(2).enumerated() { lines.append("  input \(index + 1)  \(text)") }
    lines.append("  expected " + texts[texts.count - 2])
    lines.append("  actual   " + texts[texts.count - 1])
  } else {
    lines.append("  expected " + expected)
    lines.append("  actual   " + actual)
  }
  return lines.joined(separator: "\n")
}
