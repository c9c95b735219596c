import Foundation
import Locking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real web service: an HTTP GET of a JSON ``Library`` (`{"name": "…"}`), in every style.
///
/// The URL, the timeout and the session are injected. Every style maps failures to the same
/// ``WebServiceError`` and cancels the request when its consumer goes away: disposing the
/// `Single`, interrupting the producer, or cancelling the task.
///
/// ```swift
/// let service = LiveWebService(url: URL(string: "http://127.0.0.1:8080/library")!, timeout: 5)
/// let library = try await service.getLibraryAsync()
/// ```
public struct LiveWebService: Sendable {
  /// Where the library is fetched from.
  public let url: URL
  /// The longest a request may take, in seconds.
  public let timeout: TimeInterval
  private let session: URLSession

  /// Creates a service fetching from `url`.
  /// - Parameters:
  ///   - url: the address of the library's JSON.
  ///   - timeout: seconds before a request fails with ``WebServiceError/timeout``.
  ///   - session: the URL session to use.
  public init(url: URL, timeout: TimeInterval = 10, session: URLSession = .shared) {
    self.url = url
    self.timeout = timeout
    self.session = session
  }

  /// Starts one request; `completion` receives its result once.
  func startRequest(completion: @escaping @Sendable (Result<Library, WebServiceError>) -> Void) -> LibraryRequest {
    LibraryRequest(url: url, timeout: timeout, session: session, completion: completion)
  }

  /// Fetches the library; cancelling the calling task cancels the request.
  /// - Throws: a ``WebServiceError``; ``WebServiceError/cancelled`` when the task was cancelled.
  public func getLibraryAsync() async throws(WebServiceError) -> Library {
    let pending = PendingRequest()
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Result<Library, WebServiceError>, Never>) in
        pending.start {
          startRequest { continuation.resume(returning: $0) }
        } ifCancelled: {
          continuation.resume(returning: .failure(.cancelled))
        }
      }
    } onCancel: {
      pending.cancel()
    }
    return try result.get()
  }
}

/// A request that may be cancelled before it starts: cancellation and start can race when a
/// task is cancelled while it is suspending.
final class PendingRequest: Sendable {
  private enum State {
    case notStarted
    case running(LibraryRequest)
    case cancelled
  }

  private let state = Lock(State.notStarted)

  /// Starts the request unless it was cancelled first, in which case `ifCancelled` runs.
  func start(_ makeRequest: () -> LibraryRequest, ifCancelled: () -> Void) {
    let wasCancelled = state.withLock { state -> Bool in
      guard case .notStarted = state else { return true }
      state = .running(makeRequest())
      return false
    }
    if wasCancelled { ifCancelled() }
  }

  /// Cancels the request now, or before it starts.
  func cancel() {
    let running = state.withLock { state -> LibraryRequest? in
      defer { state = .cancelled }
      if case .running(let request) = state { return request }
      return nil
    }
    running?.cancel()
  }
}
