import StyleInternals

/// A one-time signal that tasks can await: ``wait()`` returns once ``signal()`` has been called,
/// whether before or after.
public final class AsyncLatch: Sendable {
  private enum State {
    case waiting([CheckedContinuation<Void, Never>])
    case open
  }

  private let state = Lock(State.waiting([]))

  /// A latch that is not open yet.
  public init() {}

  /// Opens the latch: every waiter resumes, and later waits return at once.
  public func signal() {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard case .waiting(let waiters) = state else { return [] }
      state = .open
      return waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Suspends until the latch is open.
  public func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state -> Bool in
        guard case .waiting(let waiters) = state else { return true }
        state = .waiting(waiters + [continuation])
        return false
      }
      if isOpen { continuation.resume() }
    }
  }
}
