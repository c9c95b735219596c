import Foundation

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

    /// What went wrong and the usual fix.
    public var description: String {
      switch self {
      case .timedOut(let seconds):
        "A blocking producer operator waited \(seconds) s without an answer. The producer may deliver on a "
          + "queue or thread that is waiting (deliver elsewhere, or drive it with a test scheduler), or it "
          + "may never terminate (limit it with take(first:) or timeout)."
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

  private static let settings = LockedValue(Settings())
}

/// What a blocking operator saw of one run.
struct BlockingOutcome<Value, Error: Swift.Error> {
  enum Ending {
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
    let collector = BlockingCollector<Value, Error>(limit: limit)
    let run = startWithSignal { signal, interrupter in
      signal.observe(collector.observer(disposing: interrupter))
      return interrupter
    }
    let finished = collector.wait(timeout: timeout)
    run.dispose()
    guard finished else { throw .timedOut(seconds: timeout) }
    return collector.outcome
  }
}

/// Collects a run's events and lets a thread wait for the run to finish.
// Safety: `outcome` and `isFinished` are touched only under `lock`; the semaphore is thread-safe.
private final class BlockingCollector<Value, Error: Swift.Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var state = BlockingOutcome<Value, Error>()
  private var isFinished = false
  private let finished = DispatchSemaphore(value: 0)
  private let limit: Int?

  init(limit: Int?) {
    self.limit = limit
  }

  var outcome: BlockingOutcome<Value, Error> { locked { state } }

  func observer(disposing run: any Disposable) -> Signal<Value, Error>.Observer {
    Signal<Value, Error>.Observer { [self] event in
      switch event {
      case .value(let value):
        let reachedLimit = locked { () -> Bool in
          state.values.append(value)
          return limit.map { state.values.count >= $0 } ?? false
        }
        if reachedLimit {
          finish(.completed)
          run.dispose()
        }
      case .failed(let error): finish(.failed(error))
      case .completed: finish(.completed)
      case .interrupted: finish(.interrupted)
      }
    }
  }

  /// - Returns: whether the run finished in time.
  func wait(timeout: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    if Thread.isMainThread {
      // Main-queue deliveries run inside the run loop: keep it turning while waiting.
      while !locked({ isFinished }), Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
      }
      return locked { isFinished }
    }
    return finished.wait(timeout: .now() + timeout) == .success
  }

  private func finish(_ ending: BlockingOutcome<Value, Error>.Ending) {
    let first = locked { () -> Bool in
      guard !isFinished else { return false }
      isFinished = true
      if state.ending == nil { state.ending = ending }
      return true
    }
    if first { finished.signal() }
  }

  private func locked<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
