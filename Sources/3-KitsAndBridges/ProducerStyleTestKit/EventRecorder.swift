import Foundation
import ProducerStyle
import StyleInternals

/// A clock that an ``EventRecorder`` reads to time-stamp events: a test scheduler conforms by
/// giving its virtual time in seconds since it started.
public protocol RecorderClock: Sendable {
  /// The current time, in seconds.
  var recorderTime: TimeInterval { get }
}

/// Records the events of a signal or of one start of a producer: the sink pattern.
///
/// Observe a hot signal before its input sends, or start a cold producer, then assert on what
/// arrived. Each event is kept with the clock's time, or its position when there is no clock.
///
/// ```swift
/// let (signal, input) = Signal<Int, Never>.pipe()
/// let recorder = EventRecorder(signal)
/// input.send(value: 1)
/// input.sendCompleted()
/// XCTAssertEqual(recorder.events, [.value(1), .completed])
/// ```
public final class EventRecorder<Value, Error: Swift.Error>: Sendable {
  private struct State {
    var recorded: [Recorded<Value, Error>] = []
    var disposable: (any Disposable)?
  }

  // Safety of the box: the state is only reached under the mutex.
  private let state = Lock(State())
  private let clock: (@Sendable () -> TimeInterval)?

  /// Creates a recorder that is not yet observing anything; send to ``observer``.
  /// - Parameter clock: stamps each event; without one, events are numbered 0, 1, 2, …
  public init(clock: (any RecorderClock)? = nil) {
    if let clock {
      self.clock = { clock.recorderTime }
    } else {
      self.clock = nil
    }
  }

  /// Creates a recorder stamping events with `time`.
  @preconcurrency public init(time: @escaping @Sendable () -> TimeInterval) {
    clock = time
  }

  /// Creates a recorder observing `signal`.
  public convenience init(_ signal: Signal<Value, Error>, clock: (any RecorderClock)? = nil) {
    self.init(clock: clock)
    let disposable = signal.observe(observer)
    state.withLock { $0.disposable = disposable }
  }

  /// Creates a recorder and starts `producer` into it.
  public convenience init(_ producer: SignalProducer<Value, Error>, clock: (any RecorderClock)? = nil) {
    self.init(clock: clock)
    let disposable = producer.start(observer)
    state.withLock { $0.disposable = disposable }
  }

  /// An observer that records into this recorder.
  public var observer: Signal<Value, Error>.Observer {
    Signal<Value, Error>.Observer { [self] event in record(event) }
  }

  /// Stops observing: a started producer is interrupted, a signal is no longer observed.
  public func dispose() {
    state.withLock { $0.disposable }?.dispose()
  }

  /// Every event with its time or position.
  public var recorded: [Recorded<Value, Error>] { state.withLock { $0.recorded } }

  /// Every event, in order.
  public var events: [Signal<Value, Error>.Event] { recorded.map { $0.event } }

  /// The values, in order.
  public var values: [Value] { recorded.compactMap { $0.event.value } }

  /// The error of a failure, if the stream failed.
  public var error: Error? { events.last?.error }

  /// Whether the stream completed.
  public var isCompleted: Bool { events.last?.isCompleted ?? false }

  /// Whether the stream was interrupted.
  public var isInterrupted: Bool {
    if case .interrupted? = events.last { return true }
    return false
  }

  /// Whether the stream ended in any way.
  public var isTerminated: Bool { events.last?.isTerminating ?? false }

  private func record(_ event: Signal<Value, Error>.Event) {
    let time = clock?()
    state.withLock { state in
      state.recorded.append(Recorded(time: time ?? TimeInterval(state.recorded.count), event: event))
    }
  }
}
