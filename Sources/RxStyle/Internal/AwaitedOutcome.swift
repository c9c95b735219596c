import StyleInternals

/// The meeting point of an `async` caller and the subscription whose outcome it awaits.
///
/// Whichever comes first wins — the outcome, or the task's cancellation — and the other is
/// ignored. The continuation is resumed, and the subscription disposed, only after the lock is
/// released.
// Safety: all mutable state is inside `state`.
final class AwaitedOutcome<Value: Sendable>: @unchecked Sendable {
  private enum State {
    /// Neither the continuation nor a cancellation has arrived yet.
    case idle
    /// The caller waits; the subscription is kept once it exists.
    case waiting(CheckedContinuation<Value, any Error>, (any Disposable)?)
    /// The outcome was delivered.
    case resolved
    /// The task was cancelled before the outcome.
    case cancelled
  }

  private let state = Lock(State.idle)

  /// Awaits the outcome of the subscription that `subscribe` makes, delivering each outcome to
  /// the closure it receives; cancelling the task disposes the subscription and throws
  /// `CancellationError`.
  static func value(
    subscribingWith subscribe: (@escaping @Sendable (Result<Value, any Error>) -> Void) -> any Disposable
  ) async throws -> Value {
    let outcome = AwaitedOutcome()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard outcome.wait(with: continuation) else { return }
        outcome.hold(subscribe { outcome.resolve($0) })
      }
    } onCancel: {
      outcome.cancel()
    }
  }

  /// Stores the continuation.
  /// - Returns: `false` when the task was already cancelled; the continuation has then been
  ///   resumed with `CancellationError`.
  private func wait(with continuation: CheckedContinuation<Value, any Error>) -> Bool {
    let cancelled = state.withLock { state -> Bool in
      guard case .idle = state else { return true }
      state = .waiting(continuation, nil)
      return false
    }
    if cancelled { continuation.resume(throwing: CancellationError()) }
    return !cancelled
  }

  private func hold(_ subscription: any Disposable) {
    let disposeNow = state.withLock { state -> Bool in
      switch state {
      case .waiting(let continuation, nil):
        state = .waiting(continuation, subscription)
        return false
      case .cancelled: return true
      case .resolved: return false
      case .idle, .waiting: preconditionFailure("AwaitedOutcome: subscription held twice or before waiting")
      }
    }
    if disposeNow { subscription.dispose() }
  }

  private func resolve(_ result: Result<Value, any Error>) {
    let continuation = state.withLock { state -> CheckedContinuation<Value, any Error>? in
      guard case .waiting(let continuation, _) = state else { return nil }
      state = .resolved
      return continuation
    }
    continuation?.resume(with: result)
  }

  private func cancel() {
    let waiting = state.withLock { state -> (CheckedContinuation<Value, any Error>, (any Disposable)?)? in
      switch state {
      case .idle:
        state = .cancelled
        return nil
      case .waiting(let continuation, let subscription):
        state = .cancelled
        return (continuation, subscription)
      case .resolved, .cancelled:
        return nil
      }
    }
    guard let (continuation, subscription) = waiting else { return }
    subscription?.dispose()
    continuation.resume(throwing: CancellationError())
  }
}
