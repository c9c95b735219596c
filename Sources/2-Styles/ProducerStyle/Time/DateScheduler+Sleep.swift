import Dispatch
import Foundation
import StyleInternals

extension DateScheduler {
  /// Suspends the calling task until `interval` has passed on this scheduler's clock — on a
  /// ``TestScheduler``, until the test advances it that far.
  ///
  /// ```swift
  /// try await scheduler.sleep(for: .seconds(1))
  /// ```
  /// - Parameters:
  ///   - interval: how long to sleep; not negative.
  ///   - leeway: how late the wake-up may be; not negative.
  /// - Throws: `CancellationError` when the task is cancelled before or during the sleep.
  public func sleep(for interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) async throws {
    precondition(interval.timeInterval >= 0, "sleep(for:) requires a non-negative interval")
    try await sleep(until: currentDate.adding(interval), leeway: leeway)
  }

  /// Suspends the calling task until this scheduler's clock reaches `deadline`.
  ///
  /// ```swift
  /// try await scheduler.sleep(until: scheduler.currentDate.addingTimeInterval(5))
  /// ```
  /// - Parameters:
  ///   - deadline: when to wake up; a date that has passed wakes at the scheduler's next chance.
  ///   - leeway: how late the wake-up may be; not negative.
  /// - Throws: `CancellationError` when the task is cancelled before or during the sleep.
  public func sleep(until deadline: Date, leeway: DispatchTimeInterval = .seconds(0)) async throws {
    precondition(leeway.timeInterval >= 0, "sleep(until:) requires a non-negative leeway")
    try Task.checkCancellation()
    let sleeper = Sleeper()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        sleeper.start(continuation, scheduledBy: { schedule(after: deadline) { sleeper.wake() } })
      }
    } onCancel: {
      sleeper.cancel()
    }
  }
}

extension DateScheduler {
  /// The scheduler's current date every `interval`, as an `AsyncStream` for `for await` loops;
  /// on a ``TestScheduler``, each tick comes as the test advances past it.
  ///
  /// ```swift
  /// for await date in scheduler.timer(interval: .seconds(1)) {
  ///   print(date)
  /// }
  /// ```
  /// - Parameters:
  ///   - interval: the time between ticks, the first one included; not negative.
  ///   - leeway: how late a tick may be; not negative.
  /// - Returns: a stream that never ends on its own; cancelling the loop stops the timer.
  public func timer(interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) -> AsyncStream<Date> {
    precondition(interval.timeInterval >= 0, "timer(interval:) requires a non-negative interval")
    precondition(leeway.timeInterval >= 0, "timer(interval:) requires a non-negative leeway")
    return AsyncStream { continuation in
      let ticks = schedule(after: currentDate.adding(interval), interval: interval, leeway: leeway) {
        continuation.yield(self.currentDate)
      }
      let stop = Captured(ticks)
      continuation.onTermination = { _ in stop.value?.dispose() }
    }
  }
}

/// One sleeping task: resumed once, by the scheduled wake-up or by cancellation, whichever comes
/// first; cancellation also cancels the wake-up.
private final class Sleeper: Sendable {
  private enum State {
    case idle
    case sleeping(CheckedContinuation<Void, any Error>, (any Disposable)?)
    case cancelled
    case finished
  }

  private let state = Lock(State.idle)

  func start(
    _ continuation: CheckedContinuation<Void, any Error>, scheduledBy schedule: () -> (any Disposable)?
  ) {
    let cancelledEarly = state.withLock { state -> Bool in
      if case .cancelled = state { return true }
      state = .sleeping(continuation, nil)
      return false
    }
    if cancelledEarly {
      continuation.resume(throwing: CancellationError())
      return
    }
    let wakeUp = schedule()
    let cancelledMeanwhile = state.withLock { state -> Bool in
      switch state {
      case .sleeping(let continuation, nil):
        state = .sleeping(continuation, wakeUp)
        return false
      case .finished: return false
      case .idle, .sleeping, .cancelled: return true
      }
    }
    if cancelledMeanwhile { wakeUp?.dispose() }
  }

  func wake() {
    let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      guard case .sleeping(let continuation, _) = state else { return nil }
      state = .finished
      return continuation
    }
    continuation?.resume()
  }

  func cancel() {
    let (continuation, wakeUp) = state.withLock {
      state -> (CheckedContinuation<Void, any Error>?, (any Disposable)?) in
      switch state {
      case .idle:
        state = .cancelled
        return (nil, nil)
      case .sleeping(let continuation, let wakeUp):
        state = .cancelled
        return (continuation, wakeUp)
      case .cancelled, .finished:
        return (nil, nil)
      }
    }
    wakeUp?.dispose()
    continuation?.resume(throwing: CancellationError())
  }
}
