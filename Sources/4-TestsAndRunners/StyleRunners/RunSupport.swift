import Marbles
import StyleCatalog
import StyleInternals
import Synchronization

/// The inner diagram of flatMap-like operators for `value`: the template with each `x` replaced.
func innerDiagram(_ template: String, for value: String) -> String {
  String(template.flatMap { $0 == "x" ? Array(value) : [$0] })
}

/// The values of a diagram of one-character strings: each character stands for itself.
func characterValues(_ diagrams: [String]) -> [Character: String] {
  var values: [Character: String] = [:]
  for character in diagrams.joined() { values[character] = String(character) }
  return values
}

/// The label of combined values, as `{ab}`.
func combined(_ parts: String...) -> String {
  "{" + parts.joined() + "}"
}

/// A failure's events at `time`: `#`, after the failure's name as the value `{E}` when `op` is
/// `mapError`, whose change is otherwise not seen in a diagram.
func failureEvents(_ op: MarbleOperator, at time: Int, _ error: any Error) -> [TimedMarbleEvent<String>] {
  let failed = TimedMarbleEvent<String>(time: time, event: .failed)
  guard op == .mapError, let failure = error as? MarbleFailure else { return [failed] }
  return [TimedMarbleEvent(time: time, event: .value(combined(failure.name))), failed]
}

/// The failure that `mapError` makes of the inputs' `#`.
let mappedFailure = MarbleFailure("E")

/// The error of `#` in every runner.
let inputFailure = MarbleFailure("#")

/// What the callbacks of `do` logged, each entry a value at the frame its callback ran.
final class SideEffectLog: Sendable {
  private let logged = Lock<[TimedMarbleEvent<String>]>([])

  /// The entries, in the order they were logged.
  var entries: [TimedMarbleEvent<String>] { logged.withLock { $0 } }

  /// Logs `entry` at `frame`.
  func log(_ entry: String, at frame: Int) {
    logged.withLock { $0.append(TimedMarbleEvent(time: frame, event: .value(entry))) }
  }
}

/// The number of streams a `deferred` closure has made, counted from 1.
final class MadeCount: Sendable {
  private let count = Atomic<Int>(0)

  /// Counts one more stream and returns the new count.
  func next() -> Int {
    count.add(1, ordering: .relaxed).newValue
  }
}

/// The error a failing selector throws.
let selectorFailure = MarbleFailure("selector")

extension MarbleScenario {
  /// The value a feedback sends, which an inner stream may be made of; empty without one.
  var sentValue: String {
    if case .feedback(_, let sent)? = edge { return String(sent) }
    return ""
  }

  /// Throws when one of `values` is the value the run's selector fails on.
  /// - Throws: ``selectorFailure``.
  func select(_ values: String...) throws(MarbleFailure) {
    if case .selectorFails(let failing)? = edge, values.contains(String(failing)) { throw selectorFailure }
  }

  /// The combining operators' selector: `{ab}`, or a failure on the marked value.
  /// - Throws: ``selectorFailure``.
  func combine(_ first: String, _ second: String) throws(MarbleFailure) -> String {
    try select(first, second)
    return combined(first, second)
  }
}

/// A run's send back into its source: the first time the output's observer sees `seen`, it
/// sends `sent` into the subject that feeds the operator.
final class Feedback: Sendable {
  let seen: String
  let sent: String
  private let fired = Atomic<Bool>(false)

  /// The feedback of `edge`, or `nil` when the run has none.
  init?(_ edge: MarbleEdge?) {
    guard case .feedback(let seen, let sent)? = edge else { return nil }
    self.seen = seen
    self.sent = String(sent)
  }

  /// Whether the observer, seeing `value`, sends `sent` now: only at the first sight of `seen`.
  func fires(on value: String) -> Bool {
    value == seen && !fired.exchange(true, ordering: .relaxed)
  }
}
