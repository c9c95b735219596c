/// The explanation of how recorded events differ from a marble diagram, or `nil` when they
/// match: the one comparison behind each test module's `marbleDifference` and `XCTAssertMarbles`,
/// which only turn their recorded events into marble events.
///
/// ```swift
/// let recorded = [TimedMarbleEvent(time: 10, event: MarbleEvent.value(1)), TimedMarbleEvent(time: 30, event: .completed)]
/// try marbleDifference(recorded, "-a-|", values: ["a": 1], frame: 10)  // nil
/// try marbleDifference(recorded, "-a|", values: ["a": 1], frame: 10)   // the two diagrams, the frame marked
/// ```
/// - Parameters:
///   - actual: the recorded events, their times counted in ticks from frame 0 (or `^`).
///   - marbles: the expected diagram.
///   - values: the value of each value character.
///   - frame: ticks per character.
///   - ticksPerSecond: ticks in a second, for time progressions such as `2s`.
///   - failure: how the recorded failures compare with the one `#` stands for.
/// - Returns: the expected diagram above the actual one with the first difference marked, or a
///   note that the diagrams match but a recorded failure is not the expected one.
/// - Throws: `MarbleError` naming the column of a bad diagram, or the `#` of a diagram whose
///   `failure` is ``MarbleFailureCheck/none``.
public func marbleDifference<Value: Equatable>(
  _ actual: [TimedMarbleEvent<Value>], _ marbles: String, values: [Character: Value], frame: Int,
  ticksPerSecond: Int = 1_000, failure: MarbleFailureCheck = .none
) throws(MarbleError) -> String? {
  let expected = try MarbleDiagram(marbles, values: values, ticksPerFrame: frame, ticksPerSecond: ticksPerSecond)
  if case .none = failure { try expected.requireEvents(without: "#") }
  let pairs = values.sorted { $0.key < $1.key }
  let drawing = MarbleComparison.difference(expected: expected.events, actual: actual, ticksPerFrame: frame) { value in
    pairs.first { $0.value == value }.map { String($0.key) } ?? "{\(value)}"
  }
  if let drawing { return drawing }
  if case .mismatch(let recorded, let expected) = failure {
    return "marbles match, but the failure is \(recorded), not \(expected)"
  }
  return nil
}

/// What a marble assertion reports: the difference `compare` found, or what is wrong with the
/// diagram it could not read; `nil` when the events match.
package func marbleAssertionMessage(_ compare: () throws(MarbleError) -> String?) -> String? {
  do {
    return try compare()
  } catch {
    return error.description
  }
}

/// What a test module found when it compared its recorded failures with the one a diagram's `#`
/// stands for; see ``marbleDifference(_:_:values:frame:ticksPerSecond:failure:)``.
public enum MarbleFailureCheck: Sendable, Equatable {
  /// No failure is expected: a `#` in the diagram is a mistake.
  case none
  /// Every recorded failure is the expected one.
  case matches
  /// A recorded failure, described, is not the expected one, described.
  case mismatch(recorded: String, expected: String)
}
