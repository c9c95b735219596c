import Marbles
import StyleCatalog
import StyleRunners
import Testing

/// One row of the cross-style table: a scenario, what it exercises, and each style's expected
/// output diagram (`n/a` where the style has no such operator).
struct CrossStyleCase: Sendable, CustomTestStringConvertible {
  let scenario: MarbleScenario
  let edge: String
  let expected: [Style: String]

  /// How a test case names the row: its scenario and the edge it exercises.
  var testDescription: String { "\(scenario) [\(edge)]" }

  /// The styles do not all draw the same output.
  var differs: Bool { Set(expected.values).count > 1 }

  /// The styles differ in more than the two differences every such row shares with one documented
  /// row: the producer's `!` where the others are silently disposed (as in `map` disposed at 4),
  /// and `n/a` for the producer's missing `throttle(latest: false)`.
  var differsSubstantially: Bool {
    let drawn = expected.values.filter { $0 != "n/a" }.map { diagram in
      var text = diagram
      if scenario.disposedAt != nil, text.last == "!" { text.removeLast() }
      while text.last == "-" { text.removeLast() }
      return text
    }
    return Set(drawn).count > 1
  }
}

/// A row whose output is the same in every style.
func same(
  _ edge: String, _ op: MarbleOperator, _ inputs: [String], _ parameter: Int = 0, disposedAt: Int? = nil,
  _ all: String
) -> CrossStyleCase {
  CrossStyleCase(
    scenario: MarbleScenario(op, inputs: inputs, parameter: parameter, disposedAt: disposedAt), edge: edge,
    expected: [.rx: all, .producer: all, .async: all])
}

/// A row where the styles differ: each style's output stated explicitly.
func differ(
  _ edge: String, _ op: MarbleOperator, _ inputs: [String], _ parameter: Int = 0, disposedAt: Int? = nil,
  rx: String, producer: String, async: String
) -> CrossStyleCase {
  CrossStyleCase(
    scenario: MarbleScenario(op, inputs: inputs, parameter: parameter, disposedAt: disposedAt), edge: edge,
    expected: [.rx: rx, .producer: producer, .async: async])
}

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

/// A row without a number whose output is the same in every style.
func same(_ edge: String, _ op: MarbleOperator, _ inputs: [String], _ all: String) -> CrossStyleCase {
  same(edge, op, inputs, 0, all)
}
