import Foundation
import ProducerStyle

/// An event with the time at which a ``EventRecorder`` received it.
///
/// The time is the recorder's clock — usually a test scheduler's seconds since its start — or,
/// for a recorder without a clock, the event's position (0, 1, 2, …).
///
/// ```swift
/// XCTAssertEqual(recorder.recorded, [.value(1, at: 10), .completed(at: 20)])
/// ```
public struct Recorded<Value, Error: Swift.Error>: CustomDebugStringConvertible {
  /// When it happened.
  public let time: TimeInterval
  /// What happened.
  public let event: Signal<Value, Error>.Event

  /// Records `event` at `time`.
  public init(time: TimeInterval, event: Signal<Value, Error>.Event) {
    self.time = time
    self.event = event
  }

  /// A recorded value.
  public static func value(_ value: Value, at time: TimeInterval) -> Recorded {
    Recorded(time: time, event: .value(value))
  }

  /// A recorded failure.
  public static func failed(_ error: Error, at time: TimeInterval) -> Recorded {
    Recorded(time: time, event: .failed(error))
  }

  /// A recorded completion.
  public static func completed(at time: TimeInterval) -> Recorded {
    Recorded(time: time, event: .completed)
  }

  /// A recorded interruption.
  public static func interrupted(at time: TimeInterval) -> Recorded {
    Recorded(time: time, event: .interrupted)
  }

  /// `event @ time`, as failure messages print it.
  public var debugDescription: String {
    let whole = time.rounded() == time && abs(time) < 1e15
    return "\(event) @ \(whole ? String(Int(time)) : String(time))"
  }
}

extension Recorded: Equatable where Value: Equatable, Error: Equatable {}
extension Recorded: Sendable where Value: Sendable, Error: Sendable {}
