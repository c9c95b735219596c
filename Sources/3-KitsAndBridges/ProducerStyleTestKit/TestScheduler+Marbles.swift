import Foundation
import Marbles
import ProducerStyle

extension TestScheduler {
  /// A hot signal playing a marble diagram: frame 0 — or the `^`, when the diagram has one — is
  /// `subscribed` seconds after the scheduler's start, each character `frame` seconds later.
  ///
  /// The scheduled events hold the signal's input; once the last one has played, the input is
  /// released, so a diagram without an end is interrupted then, like any signal whose input goes
  /// away. End the diagram with `|`, `#` or `!` to say how it ends.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let taps = try scheduler.createHotSignal(marbles: "-a-b-|", values: ["a": 1, "b": 2])
  /// let recorder = EventRecorder(taps, clock: scheduler)
  /// scheduler.run()
  /// XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .value(2, at: 3), .completed(at: 5)])
  /// ```
  /// - Parameters:
  ///   - marbles: the diagram (see `MarbleDiagram`); `!` sends an interruption.
  ///   - values: the value of each value character.
  ///   - error: the error `#` sends; `nil` when the diagram has no `#` (a `#` then throws).
  ///   - frame: seconds per character; time progressions such as `20ms` are exact to a millisecond.
  ///   - subscribed: seconds after the start of frame 0 or of `^`.
  /// - Returns: the signal; its events are scheduled at once.
  /// - Throws: `MarbleError` naming the column of a bad diagram.
  @preconcurrency public func createHotSignal<Value: Sendable, Error: Swift.Error>(
    marbles: String, values: [Character: Value], error: Error? = nil, frame: TimeInterval = 1,
    subscribed: TimeInterval = 0
  ) throws(MarbleError) -> Signal<Value, Error> {
    let events = try marbleEvents(marbles, values: values, error: error, frame: frame, cold: false)
    let (signal, observer) = Signal<Value, Error>.pipe()
    let start = startDate.addingTimeInterval(subscribed)
    for (time, event) in events {
      schedule(after: start.addingTimeInterval(time)) { observer.send(event) }
    }
    return signal
  }

  /// A cold producer playing a marble diagram each time it is started, frame 0 at that start;
  /// interrupting it cancels what has not been played yet.
  ///
  /// ```swift
  /// let reply = try scheduler.createColdProducer(marbles: "--a|", values: ["a": "ok"])
  /// ```
  /// - Parameters:
  ///   - marbles: the diagram, without `^`; `!` sends an interruption.
  ///   - values: the value of each value character.
  ///   - error: the error `#` sends; `nil` when the diagram has no `#` (a `#` then throws).
  ///   - frame: seconds per character.
  /// - Returns: the producer.
  /// - Throws: `MarbleError` naming the column of a bad diagram.
  @preconcurrency public func createColdProducer<Value: Sendable, Error: Swift.Error>(
    marbles: String, values: [Character: Value], error: Error? = nil, frame: TimeInterval = 1
  ) throws(MarbleError) -> SignalProducer<Value, Error> {
    let events = try marbleEvents(marbles, values: values, error: error, frame: frame, cold: true)
    return SignalProducer { [self] observer, lifetime in
      let start = currentDate
      for (time, event) in events {
        let disposable = schedule(after: start.addingTimeInterval(time)) { observer.send(event) }
        if let disposable { lifetime.observeEnded { disposable.dispose() } }
      }
    }
  }
}

private func marbleEvents<Value: Sendable, Error: Swift.Error>(
  _ marbles: String, values: [Character: Value], error: Error?, frame: TimeInterval, cold: Bool
) throws(MarbleError) -> [(TimeInterval, Signal<Value, Error>.Event)] {
  let diagram = try MarbleDiagram(marbles, values: values, ticksPerFrame: milliseconds(frame))
  if cold { try diagram.requireCold() }
  if error == nil { try diagram.requireEvents(without: "#") }
  return diagram.events.compactMap { timed in
    let time = TimeInterval(timed.time) / 1000
    switch timed.event {
    case .value(let value): return (time, .value(value))
    case .completed: return (time, .completed)
    case .interrupted: return (time, .interrupted)
    case .failed: return error.map { (time, .failed($0)) }
    }
  }
}

private func milliseconds(_ seconds: TimeInterval) -> Int {
  max(Int((seconds * 1000).rounded()), 1)
}

/// The explanation of how recorded events differ from a marble diagram, or `nil` when they
/// match; `XCTAssertMarbles` reports it in XCTest and in Swift Testing alike.
///
/// - Parameters:
///   - recorded: the events of an ``EventRecorder`` stamped by the test scheduler.
///   - marbles: the expected diagram; frame 0 (or `^`) is `subscribed` seconds after the start.
///   - values: the value of each value character.
///   - error: the error `#` stands for; `nil` when the diagram has no `#`.
///   - frame: seconds per character.
///   - subscribed: seconds after the start of frame 0 or of `^`.
/// - Returns: the expected diagram above the actual one with the first difference marked.
/// - Throws: `MarbleError` naming the column of a bad diagram.
public func marbleDifference<Value: Equatable, Error: Equatable>(
  _ recorded: [Recorded<Value, Error>], _ marbles: String, values: [Character: Value], error: Error? = nil,
  frame: TimeInterval = 1, subscribed: TimeInterval = 0
) throws(MarbleError) -> String? {
  let actual = recorded.map { item in
    let time = Int(((item.time - subscribed) * 1000).rounded())
    let event: MarbleEvent<Value> =
      switch item.event {
      case .value(let value): .value(value)
      case .completed: .completed
      case .interrupted: .interrupted
      case .failed: .failed
      }
    return TimedMarbleEvent(time: time, event: event)
  }
  var failure = MarbleFailureCheck.none
  if let error {
    failure = .matches
    for case .failed(let actualError) in recorded.map(\.event) where actualError != error {
      failure = .mismatch(recorded: String(reflecting: actualError), expected: String(reflecting: error))
      break
    }
  }
  return try Marbles.marbleDifference(actual, marbles, values: values, frame: milliseconds(frame), failure: failure)
}
