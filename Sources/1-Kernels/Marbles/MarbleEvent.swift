/// What a marble diagram draws in one place: a value, the end of the stream, a failure, or an
/// interruption.
///
/// ```swift
/// let event: MarbleEvent<String> = .value("a")
/// ```
public enum MarbleEvent<Value> {
  /// A value: a letter or digit in the diagram.
  case value(Value)
  /// The stream completed: `|`.
  case completed
  /// The stream failed: `#`. Which error it carries is the adapter's `error:` argument.
  case failed
  /// The stream was interrupted (the producer style's fourth event): `!`.
  case interrupted

  /// Whether this event ends the stream.
  public var isTerminal: Bool {
    if case .value = self { return false }
    return true
  }

  /// The value of a `.value` event.
  public var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }
}

extension MarbleEvent: Equatable where Value: Equatable {}
extension MarbleEvent: Hashable where Value: Hashable {}
extension MarbleEvent: Sendable where Value: Sendable {}

/// A ``MarbleEvent`` with its virtual time in ticks.
///
/// Times count from the diagram's first frame or, when the diagram has a subscription point
/// `^`, from that point (events before it have negative times).
///
/// ```swift
/// let first = TimedMarbleEvent(time: 10, event: .value("a"))
/// ```
public struct TimedMarbleEvent<Value>: CustomDebugStringConvertible {
  /// When it happens, in ticks.
  public var time: Int
  /// What happens.
  public var event: MarbleEvent<Value>

  /// An event at `time`.
  /// - Parameters:
  ///   - time: the virtual time in ticks.
  ///   - event: what happens then.
  public init(time: Int, event: MarbleEvent<Value>) {
    self.time = time
    self.event = event
  }

  /// `value(a) @ 10`, `completed @ 30`, as failure messages print it.
  public var debugDescription: String {
    switch event {
    case .value(let value): "value(\(value)) @ \(time)"
    case .completed: "completed @ \(time)"
    case .failed: "failed @ \(time)"
    case .interrupted: "interrupted @ \(time)"
    }
  }
}

extension TimedMarbleEvent: Equatable where Value: Equatable {}
extension TimedMarbleEvent: Hashable where Value: Hashable {}
extension TimedMarbleEvent: Sendable where Value: Sendable {}
