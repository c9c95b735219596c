import StyleInternals

extension JSONRequest {
  /// Runs one request for the calling task and returns its result; cancelling the task cancels
  /// the request, even when the cancellation comes before the request starts.
  ///
  /// - Parameter start: starts the request with the completion it is given.
  /// - Returns: the value, or ``WebServiceError/cancelled`` when the task was cancelled.
  static func inCurrentTask(
    _ start: (@escaping @Sendable (Result<Value, WebServiceError>) -> Void) -> JSONRequest<Value>
  ) async -> Result<Value, WebServiceError> {
    let pending = PendingRequest<Value>()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, WebServiceError>, Never>) in
        pending.start {
          start { continuation.resume(returning: $0) }
        } ifCancelled: {
          continuation.resume(returning: .failure(.cancelled))
        }
      }
    } onCancel: {
      pending.cancel()
    }
  }
}

/// A request that may be cancelled before it starts: cancellation and start can race when a
/// task is cancelled while it is suspending.
final class PendingRequest<Value: Decodable & Sendable>: Sendable {
  private enum State {
    case notStarted
    case running(JSONRequest<Value>)
    case cancelled
  }

  private let state = Lock(State.notStarted)

  /// Starts the request unless it was cancelled first, in which case `ifCancelled` runs.
  func start(_ makeRequest: () -> JSONRequest<Value>, ifCancelled: () -> Void) {
    let wasCancelled = state.withLock { state -> Bool in
      guard case .notStarted = state else { return true }
      state = .running(makeRequest())
      return false
    }
    if wasCancelled { ifCancelled() }
  }

  /// Cancels the request now, or before it starts.
  func cancel() {
    let running = state.withLock { state -> JSONRequest<Value>? in
      defer { state = .cancelled }
      if case .running(let request) = state { return request }
      return nil
    }
    running?.cancel()
  }
}
