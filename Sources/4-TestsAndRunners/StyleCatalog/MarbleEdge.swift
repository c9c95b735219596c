/// An edge case that a scenario adds to its operator's run, beyond what the input diagrams say:
/// the operator's own closure failing, or the observer sending back into the source while the
/// operator delivers.
///
/// ```swift
/// let failing = MarbleScenario(.zip, inputs: ["-a-f|", "-1-2|"], edge: .selectorFails(on: "f"))
/// let echoing = MarbleScenario(.merge, inputs: ["-a---|", "--1|"], edge: .feedback(seen: "a", sent: "b"))
/// ```
public enum MarbleEdge: Hashable, Sendable, CustomStringConvertible {
  /// The operator's closure throws when it is handed `value`.
  ///
  /// The closure is the transform of a flattening operator, and the result selector of a combining
  /// one, which throws when either side is `value`. Where a style's combining operator takes no
  /// selector, or one that cannot throw, the selector is the throwing `map` written right after it
  /// (`attemptMap` in the producer style), which runs in the same delivery. Where a flattening
  /// operator's transform cannot throw, the style has no such run: a failure there can only come
  /// from an inner stream, which is another edge.
  case selectorFails(on: Character)

  /// The first input is played into a subject that the operator takes as its first source; the
  /// first time the output's observer sees the value `seen`, it sends `sent` into that subject
  /// from inside the delivery of `seen`.
  case feedback(seen: String, sent: Character)

  /// `selector fails on f`, `sends b on seeing a`, as reports print it.
  public var description: String {
    switch self {
    case .selectorFails(let value): "selector fails on \(value)"
    case .feedback(let seen, let sent): "sends \(sent) on seeing \(seen)"
    }
  }
}
