import Marbles
import RxStyle

extension TestScheduler {
  /// A hot observable playing a marble diagram: frame 0 — or the `^`, when the diagram has one —
  /// is at `subscribed`, each character `frame` ticks later. A time progression such as `2s`
  /// counts ticks of the scheduler's resolution (one second a tick by default).
  ///
  /// ```swift
  /// let taps = try scheduler.createHotObservable(marbles: "-a-^-b-|", values: ["a": 1, "b": 2])
  /// // .next(180, 1), .next(220, 2), .completed(240)
  /// ```
  /// - Parameters:
  ///   - marbles: the diagram (see `MarbleDiagram`); `!` is not a Rx-style event.
  ///   - values: the element of each value character.
  ///   - error: the error `#` sends.
  ///   - frame: ticks per character.
  ///   - subscribed: the time of frame 0 or of `^`; RxTest's subscription time by default.
  /// - Returns: the observable, recording its subscriptions.
  /// - Throws: `MarbleError` naming the column of a bad diagram.
  public func createHotObservable<Element>(
    marbles: String, values: [Character: Element], error: any Error = MarbleFailure(), frame: TestTime = 10,
    subscribed: TestTime = Defaults.subscribed
  ) throws(MarbleError) -> TestableObservable<Element> {
    let diagram = try MarbleDiagram(
      marbles, values: values, ticksPerFrame: frame, ticksPerSecond: ticksPerSecond)
    try diagram.requireEvents(without: "!")
    return createHotObservable(recordedEvents(diagram, error: error, offset: subscribed))
  }

  /// A cold observable playing a marble diagram for each subscriber, frame 0 at its subscription.
  ///
  /// ```swift
  /// let reply = try scheduler.createColdObservable(marbles: "--a|", values: ["a": "ok"])
  /// // each subscriber: "ok" 20 ticks after subscribing, then completion 10 ticks later
  /// ```
  /// - Parameters:
  ///   - marbles: the diagram, without `^` and `!`.
  ///   - values: the element of each value character.
  ///   - error: the error `#` sends.
  ///   - frame: ticks per character.
  /// - Returns: the observable, recording its subscriptions.
  /// - Throws: `MarbleError` naming the column of a bad diagram.
  public func createColdObservable<Element>(
    marbles: String, values: [Character: Element], error: any Error = MarbleFailure(), frame: TestTime = 10
  ) throws(MarbleError) -> TestableObservable<Element> {
    let diagram = try MarbleDiagram(
      marbles, values: values, ticksPerFrame: frame, ticksPerSecond: ticksPerSecond)
    try diagram.requireCold()
    try diagram.requireEvents(without: "!")
    return createColdObservable(recordedEvents(diagram, error: error, offset: 0))
  }

  /// ``createHotObservable(marbles:values:error:frame:subscribed:)`` with each value character
  /// standing for itself.
  /// - Throws: `MarbleError` naming the column of a bad diagram.
  public func createHotObservable(
    marbles: String, error: any Error = MarbleFailure(), frame: TestTime = 10,
    subscribed: TestTime = Defaults.subscribed
  ) throws(MarbleError) -> TestableObservable<String> {
    try createHotObservable(
      marbles: marbles, values: characterValues(marbles), error: error, frame: frame, subscribed: subscribed)
  }

  /// ``createColdObservable(marbles:values:error:frame:)`` with each value character standing
  /// for itself.
  /// - Throws: `MarbleError` naming the column of a bad diagram.
  public func createColdObservable(
    marbles: String, error: any Error = MarbleFailure(), frame: TestTime = 10
  ) throws(MarbleError) -> TestableObservable<String> {
    try createColdObservable(marbles: marbles, values: characterValues(marbles), error: error, frame: frame)
  }

  /// Ticks in one second, for time progressions such as `2s`.
  var ticksPerSecond: Int { max(Int((1 / resolution).rounded()), 1) }
}

private func recordedEvents<Element>(
  _ diagram: MarbleDiagram<Element>, error: any Error, offset: TestTime
) -> [Recorded<Event<Element>>] {
  diagram.recorded(offset: offset, value: { .next($0, $1) }, end: { .completed($0) }, failure: { .error($0, error) })
}

/// Every character of `marbles` as its own one-character string value.
package func characterValues(_ marbles: String) -> [Character: String] {
  Dictionary(marbles.map { ($0, String($0)) }, uniquingKeysWith: { first, _ in first })
}

/// The explanation of how recorded events differ from a marble diagram, or `nil` when they
/// match; `XCTAssertMarbles` reports it in XCTest and in Swift Testing alike.
///
/// A `#` matches an error equal to `error` by `ErrorEquality`; a time progression such as `2s`
/// counts one tick a second, as the scheduler's default resolution.
/// - Parameters:
///   - events: the recorded events.
///   - marbles: the expected diagram; frame 0 (or `^`) is at `subscribed`.
///   - values: the element of each value character.
///   - error: the error `#` stands for.
///   - frame: ticks per character.
///   - subscribed: the time of frame 0 or of `^`.
/// - Returns: the expected diagram above the actual one with the first difference marked.
/// - Throws: `MarbleError` naming the column of a bad diagram.
public func marbleDifference<Element: Equatable>(
  _ events: [Recorded<Event<Element>>], _ marbles: String, values: [Character: Element],
  error: any Error = MarbleFailure(), frame: TestTime = 10, subscribed: TestTime = TestScheduler.Defaults.subscribed
) throws(MarbleError) -> String? {
  let actual = events.map { recorded in
    let time = recorded.time - subscribed
    switch recorded.value {
    case .next(let element): return TimedMarbleEvent(time: time, event: MarbleEvent.value(element))
    case .completed: return TimedMarbleEvent(time: time, event: .completed)
    case .error: return TimedMarbleEvent(time: time, event: .failed)
    }
  }
  var failure = MarbleFailureCheck.matches
  for case .error(let actualError) in events.map(\.value) where !ErrorEquality.areEqual(actualError, error) {
    failure = .mismatch(recorded: String(reflecting: actualError), expected: String(reflecting: error))
    break
  }
  return try Marbles.marbleDifference(
    actual, marbles, values: values, frame: frame, ticksPerSecond: 1, failure: failure)
}
