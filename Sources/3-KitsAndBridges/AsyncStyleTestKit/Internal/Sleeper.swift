import StyleInternals
import VirtualTime

/// One task sleeping on a ``TestClock``: its continuation and its place on the timeline.
///
/// The task's cancellation handler may run before the continuation exists (the task was already
/// cancelled), between the continuation and its timeline entry, or after; every order ends with
/// the continuation resumed exactly once and the entry removed.
final class Sleeper: Sendable {
  private enum State {
    case idle
    case waiting(UnsafeContinuation<Void, any Error>, TimelineID?)
    case cancelled
    /// Woken; `wakeID` is set when a drive outside any scope waits for the task to leave its sleep.
    case finished(wakeID: Int?)
  }

  private let state = Lock(State.idle)

  /// Stores the continuation, or resumes it at once when the task was cancelled already.
  /// - Returns: whether the sleeper now waits and needs a timeline entry.
  func wait(with continuation: UnsafeContinuation<Void, any Error>) -> Bool {
    let waiting = state.withLock { state -> Bool in
      guard case .idle = state else { return false }
      state = .waiting(continuation, nil)
      return true
    }
    if !waiting { continuation.resume(throwing: CancellationError()) }
    return waiting
  }

  /// Remembers the timeline entry so that cancellation can remove it.
  /// - Returns: `false` when the sleeper was cancelled meanwhile; the caller removes the entry.
  func attach(_ id: TimelineID) -> Bool {
    state.withLock { state in
      guard case .waiting(let continuation, nil) = state else { return false }
      state = .waiting(continuation, id)
      return true
    }
  }

  /// Wakes the sleeper at its deadline.
  /// - Parameter wakeID: the identity under which the woken task reports to the drive, if one waits.
  /// - Returns: whether the sleeper was waiting (not cancelled before).
  @discardableResult
  func wake(reportingAs wakeID: Int? = nil) -> Bool {
    let continuation = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
      guard case .waiting(let continuation, _) = state else { return nil }
      state = .finished(wakeID: wakeID)
      return continuation
    }
    continuation?.resume()
    return continuation != nil
  }

  /// The identity given to ``wake(reportingAs:)``, once woken.
  var wakeID: Int? {
    state.withLock { state in
      guard case .finished(let wakeID) = state else { return nil }
      return wakeID
    }
  }

  /// Cancels the sleep.
  /// - Returns: the timeline entry to remove, if one was attached.
  func cancel() -> TimelineID? {
    let (continuation, id) = state.withLock { state -> (UnsafeContinuation<Void, any Error>?, TimelineID?) in
      switch state {
      case .idle:
        state = .cancelled
        return (nil, nil)
      case .waiting(let continuation, let id):
        state = .cancelled
        return (continuation, id)
      case .cancelled, .finished:
        return (nil, nil)
      }
    }
    continuation?.resume(throwing: CancellationError())
    return id
  }
}
