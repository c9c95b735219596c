import Dispatch
import Foundation
import StyleInternals
import Synchronization

/// How the dispatch-queue schedulers run work: one queue and a timer leeway.
struct DispatchQueueConfiguration: Sendable {
  let queue: DispatchQueue
  let leeway: DispatchTimeInterval

  /// Runs `action` on the queue as soon as it can.
  func schedule<StateType: Sendable>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    let cancel = SingleAssignmentDisposable()
    queue.async {
      guard !cancel.isDisposed else { return }
      cancel.setDisposable(action(state))
    }
    return cancel
  }

  /// Runs `action` on the queue after `dueTime`; disposing before then cancels the timer.
  func scheduleRelative<StateType: Sendable>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    let result = SingleAssignmentDisposable()
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: deadline(after: dueTime), leeway: leeway)
    let source = TimerHandle(timer)
    timer.setEventHandler {
      guard !result.isDisposed else { return }
      source.cancel()
      result.setDisposable(action(state))
    }
    timer.resume()
    return Disposables.create {
      source.cancel()
      result.dispose()
    }
  }

  /// Runs `action` on the queue after `startAfter` and then every `period`.
  func schedulePeriodic<StateType: Sendable>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> any Disposable {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: deadline(after: startAfter), repeating: period, leeway: leeway)
    let source = TimerHandle(timer)
    let current = PeriodicState(state)
    timer.setEventHandler {
      guard !source.isCancelled else { return }
      current.advance(with: action)
    }
    timer.resume()
    return Disposables.create { source.cancel() }
  }
}

/// Owns a dispatch timer so that cancelling is idempotent and drops the event handler (and so
/// whatever it captured) at once.
// Safety: the timer is only cancelled through the atomic flag, once.
private final class TimerHandle: @unchecked Sendable {
  private let timer: any DispatchSourceTimer
  private let cancelled = Atomic<Bool>(false)

  init(_ timer: any DispatchSourceTimer) {
    self.timer = timer
  }

  var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  func cancel() {
    guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    timer.setEventHandler(handler: nil)
    timer.cancel()
  }
}

/// The state a periodic action threads from one run to the next.
private final class PeriodicState<StateType: Sendable>: Sendable {
  private let value: Lock<StateType>

  init(_ value: StateType) {
    self.value = Lock(value)
  }

  /// Runs `action` on the current state, outside the lock, and keeps what it returns.
  func advance(with action: @Sendable (StateType) -> StateType) {
    let next = action(value.value)
    value.withLock { $0 = next }
  }
}

/// The dispatch time `interval` from now; `.never` never comes.
private func deadline(after interval: RxTimeInterval) -> DispatchTime {
  if case .never = interval { return .distantFuture }
  return .now() + interval
}
