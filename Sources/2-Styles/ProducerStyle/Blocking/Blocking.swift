import Foundation
import StyleBlocking
import StyleInternals

/// Settings of the blocking operators `first()`, `single()`, `last()` and `wait()`, and the ways
/// they can fail.
///
/// Every blocking wait is bounded: by the `timeout:` given to the throwing forms, or by
/// ``defaultTimeout``. On the main thread the wait runs the main run loop, so a producer that
/// delivers on the main queue makes progress instead of hanging the test.
///
/// ```swift
/// Blocking.defaultTimeout = 5
/// XCTAssertEqual(try service.fetch().first(timeout: 1), .success(expected))
/// ```
public enum Blocking {
  /// Why a blocking operator returned without an answer.
  public enum Failure: Swift.Error, Equatable, CustomStringConvertible {
    /// Nothing decisive arrived within `seconds`.
    case timedOut(seconds: TimeInterval)

    /// The call was made from inside an observer, and the producer did not finish at once; its
    /// events could be waiting behind the delivery that called, so waiting could only time out.
    case calledDuringDelivery

    /// What went wrong and the usual fix.
    public var description: String {
      switch self {
      case .timedOut(let seconds):
        "A blocking producer operator waited \(seconds) s without an answer. The producer may deliver on a "
          + "queue or thread that is waiting (deliver elsewhere, or drive it with a test scheduler), or it "
          + "may never terminate (limit it with take(first:) or timeout)."
      case .calledDuringDelivery:
        "A blocking producer operator was called from inside an observer and the producer did not finish "
          + "synchronously; waiting there could deadlock. Call it from the test body, or compose the "
          + "producer (flatMap) instead of blocking."
      }
    }
  }

  /// The wait used by `first()`, `single()`, `last()` and `wait()`: 30 seconds unless changed.
  public static var defaultTimeout: TimeInterval {
    get { settings.withLock { $0.timeout } }
    set { settings.withLock { $0.timeout = newValue } }
  }

  /// Called when a blocking operator without a `timeout:` parameter fails. The default stops the
  /// process with the failure's message; a handler that returns makes `first()`, `single()` and
  /// `last()` return `nil`, and `wait()` return success.
  ///
  /// ```swift
  /// Blocking.failureHandler = { XCTFail($0.description) }
  /// ```
  public static var failureHandler: @Sendable (Failure) -> Void {
    get { settings.withLock { $0.handler } }
    set { settings.withLock { $0.handler = newValue } }
  }

  private struct Settings {
    var timeout: TimeInterval = 30
    var handler: @Sendable (Failure) -> Void = { preconditionFailure("ProducerStyle: \($0)") }
  }

  private static let settings = Lock(Settings())
}

/// What a blocking operator saw of one run.
struct BlockingOutcome<Value, Error: Swift.Error> {
  enum Ending: Sendable {
    case completed
    case failed(Error)
    case interrupted
  }

  var values: [Value] = []
  var ending: Ending?
}

extension SignalProducer {
  /// Starts the producer and waits, at most `timeout` seconds, for it to terminate or to send
  /// `limit` values (then the run is disposed).
  func runBlocking(limit: Int?, timeout: TimeInterval) throws(Blocking.Failure) -> BlockingOutcome<Value, Error> {
    let collector = BlockingCollector<Value, BlockingOutcome<Value, Error>.Ending>(
      limit: limit, limitEnding: .completed)
    let run = startWithSignal { signal, interrupter in
      signal.observe(
        Signal<Value, Error>.Observer { event in
          switch event {
          case .value(let value): if collector.append(value) { interrupter.dispose() }
          case .failed(let error): collector.finish(.failed(error))
          case .completed: collector.finish(.completed)
          case .interrupted: collector.finish(.interrupted)
          }
        })
      return interrupter
    }
    if DeliveryDepth.current > 0, !collector.hasFinished {
      run.dispose()
      throw .calledDuringDelivery
    }
    let finished = collector.wait(timeout: timeout)
    run.dispose()
    guard finished else { throw .timedOut(seconds: timeout) }
    let outcome = collector.outcome
    return BlockingOutcome(values: outcome.elements, ending: outcome.ending)
  }
}
