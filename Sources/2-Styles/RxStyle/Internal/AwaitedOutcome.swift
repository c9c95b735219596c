import StyleInternals

/// The meeting point of an `async` caller and the subscription whose outcome it awaits.
///
/// The subscription is made even when the task is already cancelled, as RxSwift's bridges do: an
/// outcome the source delivers while subscribing (`Completable.empty()`, `Maybe.empty()`) wins,
/// and only a source still silent when subscribing returns ends in `CancellationError`. After
/// that, whichever comes first wins — the outcome, or the task's cancellation — and the other is
/// ignored. The continuation is resumed, and the subscription disposed, only after the lock is
/// released.
// Safety: all mutable state is inside `state`.
final class AwaitedOutcome<Value: Sendable>: @unchecked Sendable {
  private enum State {
    /// Neither the continuation nor a cancellation has arrived yet.
    case idle
    /// The task was cancelled before the caller began to wait.
    case cancelledBeforeWaiting
    /// The caller waits; the subscription is kept once it exists.
    case waiting(CheckedContinuation<Value, any Error>, (any Disposable)?)
    /// The caller waits, the task was cancelled while subscribing: unless the outcome arrives
    /// before subscribing returns, the caller gets `CancellationError`.
    case waitingCancelled(CheckedContinuation<Value, any Error>)
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
        outcome.wait(with: continuation)
        outcome.hold(subscribe { outcome.resolve($0) })
      }
    } onCancel: {
      outcome.cancel()
    }
  }

  private func wait(with continuation: CheckedContinuation<Value, any Error>) {
    state.withLock { state in
      switch state {
      case .idle: state = .waiting(continuation, nil)
      case .cancelledBeforeWaiting: state = .waitingCancelled(continuation)
      case .waiting, .waitingCancelled, .resolved, .cancelled:
        preconditionFailure("AwaitedOutcome: waited on twice")
      }
    }
  }

  private func hold(_ subscription: any Disposable) {
    let cancelled = state.withLock { state -> CheckedContinuation<Value, any Error>? in
      switch state {
      case .waiting(let continuation, nil):
        state = .waiting(continuation, subscription)
        return nil
      case .waitingCancelled(let continuation):
        state = .cancelled
        return continuation
      case .resolved: return nil
      case .idle, .cancelledBeforeWaiting, .waiting, .cancelled:
        preconditionFailure("AwaitedOutcome: subscription held twice or before waiting")
      }
    }
    guard let cancelled else { return }
    subscription.dispose()
    cancelled.resume(throwing: CancellationError())
  }

  private func resolve(_ result: Result<Value, any Error>) {
    let continuation = state.withLock { state -> CheckedContinuation<Value, any Error>? in
      switch state {
      case .waiting(let continuation, _), .waitingCancelled(let continuation):
        state = .resolved
        return continuation
      case .idle, .cancelledBeforeWaiting, .resolved, .cancelled:
        return nil
      }
    }
    continuation?.resume(with: result)
  }

  private func cancel() {
    let waiting = state.withLock { state -> (CheckedContinuation<Value, any Error>, any Disposable)? in
      switch state {
      case .idle:
        state = .cancelledBeforeWaiting
        return nil
      case .waiting(let continuation, nil):
        state = .waitingCancelled(continuation)
        return nil
      case .waiting(let continuation, let subscription?):
        state = .cancelled
        return (continuation, subscription)
      case .cancelledBeforeWaiting, .waitingCancelled, .resolved, .cancelled:
        return nil
      }
    }
    guard let (continuation, subscription) = waiting else { return }
    subscription.dispose()
    continuation.resume(throwing: CancellationError())
  }
}
