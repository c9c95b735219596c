import Marbles

extension AsyncTestScheduler {
  /// A hot sequence playing a marble diagram: frame 0 — or the `^`, when the diagram has one —
  /// is at tick `subscribed`, each character `frame` ticks later.
  ///
  /// ```swift
  /// let scheduler = AsyncTestScheduler()
  /// let source = try scheduler.createHotSequence(marbles: "-a-^-b-|", values: ["a": 1, "b": 2], error: MarbleFailure())
  /// // .next(180, 1), .next(220, 2), .completed(240)
  /// ```
  /// - Parameters:
  ///   - marbles: the diagram (see `MarbleDiagram`); `!` is not an event of async sequences.
  ///   - values: the element of each value character.
  ///   - error: the error `#` throws.
  ///   - frame: ticks per character; a time progression such as `20ms` uses the scheduler's tick.
  ///   - subscribed: the tick of frame 0 or of `^`; the subscription time of ``start(created:subscribed:cancelled:_:)``
  ///     by default.
  /// - Returns: the sequence, recording its iterations.
  /// - Throws: `MarbleError` naming the column of a bad diagram.
  public func createHotSequence<Element: Sendable, Failure: Error>(
    marbles: String, values: [Character: Element], error: Failure, frame: Int = 10, subscribed: Int = 200
  ) throws(MarbleError) -> TestAsyncSequence<Element, Failure> {
    let diagram = try MarbleDiagram(marbles, values: values, ticksPerFrame: frame, ticksPerSecond: ticksPerSecond)
    try diagram.requireEvents(without: "!")
    return createHotSequence(recordedEvents(diagram, error: error, offset: subscribed))
  }

  /// A cold sequence playing a marble diagram for each iteration, frame 0 at its start.
  ///
  /// ```swift
  /// let reply = try scheduler.createColdSequence(marbles: "--a|", values: ["a": "ok"], error: MarbleFailure())
  /// ```
  /// - Parameters:
  ///   - marbles: the diagram, without `^` and `!`.
  ///   - values: the element of each value character.
  ///   - error: the error `#` throws.
  ///   - frame: ticks per character.
  /// - Returns: the sequence, recording its iterations.
  /// - Throws: `MarbleError` naming the column of a bad diagram.
  public func createColdSequence<Element: Sendable, Failure: Error>(
    marbles: String, values: [Character: Element], error: Failure, frame: Int = 10
  ) throws(MarbleError) -> TestAsyncSequence<Element, Failure> {
    let diagram = try MarbleDiagram(marbles, values: values, ticksPerFrame: frame, ticksPerSecond: ticksPerSecond)
    try diagram.requireCold()
    try diagram.requireEvents(without: "!")
    return createColdSequence(recordedEvents(diagram, error: error, offset: 0))
  }

  /// Ticks in one second, for time progressions such as `20ms`.
  var ticksPerSecond: Int { max(Int(Duration.seconds(1) / tick), 1) }
}

private func recordedEvents<Element, Failure: Error>(
  _ diagram: MarbleDiagram<Element>, error: Failure, offset: Int
) -> [AsyncRecorded<Element, Failure>] {
  diagram.recorded(offset: offset, value: { .next($0, $1) }, end: { .completed($0) }, failure: { .failure($0, error) })
}

/// The explanation of how recorded events differ from a marble diagram, or `nil` when they
/// match; `XCTAssertMarbles` reports it in XCTest and in Swift Testing alike.
///
/// A `#` matches a failure equal to `error` (by `==`, or by type and description).
/// - Parameters:
///   - events: an ``AsyncRecorder``'s events.
///   - marbles: the expected diagram; frame 0 (or `^`) is at tick `subscribed`.
///   - values: the element of each value character.
///   - error: the error `#` stands for; `nil` when the diagram has no `#`.
///   - frame: ticks per character.
///   - subscribed: the tick of frame 0 or of `^`.
/// - Returns: the expected diagram above the actual one with the first difference marked.
/// - Throws: `MarbleError` naming the column of a bad diagram.
public func marbleDifference<Element: Equatable, Failure: Error>(
  _ events: [AsyncRecorded<Element, Failure>], _ marbles: String, values: [Character: Element], error: Failure? = nil,
  frame: Int = 10, subscribed: Int = 200
) throws(MarbleError) -> String? {
  let actual = events.map { recorded in
    let event: MarbleEvent<Element> =
      switch recorded {
      case .next(_, let element): .value(element)
      case .completed: .completed
      case .failure: .failed
      }
    return TimedMarbleEvent(time: recorded.time - subscribed, event: event)
  }
  var failure = MarbleFailureCheck.none
  if let error {
    failure = .matches
    for case .failure(_, let actualError) in events where !errorsAreEqual(actualError, error) {
      failure = .mismatch(recorded: String(reflecting: actualError), expected: String(reflecting: error))
      break
    }
  }
  return try Marbles.marbleDifference(actual, marbles, values: values, frame: frame, failure: failure)
}
