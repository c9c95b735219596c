/// An operator family that exists in the three styles, as the cross-style suite and the
/// `marbles` tool run it on diagrams of one-character string values. The case is the operator's
/// name; what its runs take, its call in each style and its expected rows are its comparison, in
/// the file named after it in Sources/4-TestsAndRunners/StyleRunners/Operators.
///
/// Each takes no input diagram (the creating ones), one, or two for the combining ones (the second is the other
/// source, the trigger, the replacement, or the inner stream's template), and at most one number.
///
/// ```swift
/// let scenario = MarbleScenario(.debounce, inputs: ["a-b---c--|"], parameter: 2)
/// ```
public enum MarbleOperator: String, CaseIterable, Sendable {
  case map, filter, scan, reduce, distinct, take, takeWhile, skip, startWith
  case compactMap, collect, materialize, `do`, skipWhile, takeLast, takeUntil, skipUntil, sample
  case merge, concat, combineLatest, zip, withLatestFrom
  case flatMap, flatMapLatest, flatMapFirst, concatMap
  case debounce, throttle, throttleFirst, delay, timeout
  case `catch`, catchAndReturn, retry, mapError, buffer, share
  case observeOn, subscribeOn
  case just, empty, failing, sequence, create, deferred, timer, interval
  case reentrantSend, behaviorSubject, replaySubject, property

  /// The idea of the table that this operator runs.
  public var idea: Idea {
    guard let idea = Idea.running(self) else { preconditionFailure("no idea in the table runs \(rawValue)") }
    return idea
  }
}
