/// An operator family that exists in the three styles, as the cross-style suite and the
/// `marbles` tool run it on diagrams of one-character string values.
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

  /// How many input diagrams it takes: none for those that create a stream.
  public var arity: Int {
    switch self {
    case .just, .empty, .failing, .sequence, .create, .deferred, .timer, .interval: 0
    case .merge, .concat, .combineLatest, .zip, .withLatestFrom, .flatMap, .flatMapLatest, .flatMapFirst, .concatMap,
      .catch, .takeUntil, .skipUntil, .sample:
      2
    default: 1
    }
  }

  /// What its number means, or `nil` when it takes none.
  public var parameterName: String? {
    switch self {
    case .take, .skip, .takeLast, .buffer: "count"
    case .retry: "attempts"
    case .debounce, .throttle, .throttleFirst, .delay, .timeout: "frames"
    case .share, .deferred, .behaviorSubject, .replaySubject, .property: "late subscription frame"
    case .just, .empty, .failing, .sequence, .create: "subscription frame"
    case .timer, .interval: "period"
    default: nil
    }
  }

  /// Its number is the frame of a subscriber: the only one's, or the second's.
  public var subscribesAtParameter: Bool { parameterName?.hasSuffix("subscription frame") == true }

  /// The runners subscribe once, at the frame of its number (not at frame 0).
  public var subscribesOnlyAtParameter: Bool { parameterName == "subscription frame" }

  /// The runners subscribe at frame 0 and again at the frame of its number, and draw the second.
  public var drawsSecondSubscriber: Bool { parameterName == "late subscription frame" }

  /// What the run does, in one line, with each style's spelling from the idea table.
  public var summary: String {
    let spellings = Style.allCases.map { idea.spelling(in: $0)?.marbleName ?? "—" }
    return runDescription + ": " + spellings.joined(separator: " / ")
  }

  /// The idea of the table that this operator runs.
  public var idea: Idea {
    guard let idea = Idea.running(self) else { preconditionFailure("no idea in the table runs \(rawValue)") }
    return idea
  }

  /// What the runners make of the input diagrams, in a few words: `the first n values`.
  public var runDescription: String {
    switch self {
    case .map: "each value upper-cased"
    case .filter: "every value but x"
    case .scan: "the count of values so far"
    case .reduce: "the count of values, once, on completion"
    case .distinct: "drops a value equal to the previous one"
    case .take: "the first n values"
    case .takeWhile: "the values before the first x, then completion"
    case .skip: "all but the first n values"
    case .startWith: "s first"
    case .compactMap: "each value upper-cased, x dropped (its transform gives nil)"
    case .collect: "every value in one {…}, on completion"
    case .do:
      "the events unchanged; the row under each style logs the callbacks at the frames they ran: a value as "
        + "itself, {s} subscription, {|} completion, {#} failure, {!} interruption, {d} disposal or cancellation"
    case .materialize: "each event as a value: a value as itself, {|} completion, {#} failure, {!} interruption"
    case .skipWhile: "the values from the first x on"
    case .takeLast: "the last n values, on completion"
    case .takeUntil: "the first input's values until the second sends a value"
    case .skipUntil: "the first input's values once the second has sent a value"
    case .sample: "the first input's latest value each time the second sends one"
    case .merge: "both inputs interleaved"
    case .concat: "the second input after the first"
    case .combineLatest: "{first second} on each value once both have one"
    case .zip: "{first second} pairs in order"
    case .withLatestFrom: "{first second} on each value of the first"
    case .flatMap: "each value starts the second diagram with x replaced by the value, merged"
    case .flatMapLatest: "as flatMap, each value cancelling the previous inner"
    case .flatMapFirst: "as flatMap, values dropped while an inner runs"
    case .concatMap: "as flatMap, inners one after another"
    case .debounce: "a value once n frames pass without another"
    case .throttle: "at most one value per n frames, the latest"
    case .throttleFirst: "at most one value per n frames, the first"
    case .delay: "everything n frames later"
    case .timeout: "fails when n frames pass without an event"
    case .catch: "on failure, continues with the second input"
    case .catchAndReturn: "on failure, r, then completion"
    case .mapError: "the failure replaced by one named E, drawn as {E} before its #"
    case .observeOn:
      "the same events, delivered on the test scheduler (the Rx one with RxTest's processing delay); the async "
        + "row is the sequence itself"
    case .subscribeOn: "the same events, subscribed on the test scheduler (the Rx one with RxTest's processing delay)"
    case .retry: "on failure, starts again, n as each style counts it"
    case .buffer: "groups of n values, {ab}"
    case .share: "one run shared; shows a second subscriber that comes at frame n"
    case .just: "a, then completion, for a subscriber that comes at frame n"
    case .empty: "completion, for a subscriber that comes at frame n"
    case .failing: "a failure, for a subscriber that comes at frame n"
    case .sequence: "a, b and c from an array, then completion, for a subscriber that comes at frame n"
    case .create:
      "a closure that sends a at once, b 2 frames later and completion 3 frames later, for a subscriber that "
        + "comes at frame n"
    case .deferred:
      "a stream made by a closure for each subscriber, its one value the count of streams made so far; shows "
        + "the second subscriber, that comes at frame n"
    case .timer: "t after n frames, then as the style's timer goes on"
    case .interval: "0, 1, 2, … one every n frames, until disposed"
    case .behaviorSubject:
      "the input fed to a subject whose value starts as s, a subscriber from frame 0; shows the second "
        + "subscriber, that comes at frame n"
    case .replaySubject:
      "the input fed to a subject that replays its last 2 values, a subscriber from frame 0; shows the "
        + "second subscriber, that comes at frame n"
    case .property:
      "a property whose value starts as s and takes the input's values, observed from frame 0; shows the "
        + "second observer, that comes at frame n"
    case .reentrantSend:
      "the input fed to a subject whose first subscriber sends each lower-case value back upper-cased; shows the "
        + "second subscriber"
    }
  }
}
