import Foundation
import StyleInternals

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
  private let endpoint: JSONEndpoint
  /// Where the library is fetched from.
  public var url: URL { endpoint.url }
  /// The longest a request may take, in seconds.
  public var timeout: TimeInterval { endpoint.timeout }

  /// Creates a service fetching from `url`.
  /// - Parameters:
  ///   - url: the address of the library's JSON.
  ///   - timeout: seconds before a request fails with ``WebServiceError/timeout``.
  ///   - session: the URL session to use.
  public init(url: URL, timeout: TimeInterval = 10, session: URLSession = .shared) {
    endpoint = JSONEndpoint(url: url, timeout: timeout, session: session)
  }

  /// Starts one request; `completion` receives its result once.
  func startRequest(completion: @escaping @Sendable (Result<Library, WebServiceError>) -> Void) -> LibraryRequest {
    endpoint.startRequest(completion: completion)
  }

  /// Fetches the library; cancelling the calling task cancels the request.
  /// - Throws: a ``WebServiceError``; ``WebServiceError/cancelled`` when the task was cancelled.
  public func getLibraryAsync() async throws(WebServiceError) -> Library {
    try await JSONRequest.inCurrentTask { startRequest(completion: $0) }.get()
  }
}
