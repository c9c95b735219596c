import Foundation
import StyleInternals

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One HTTP GET of a JSON value, shared by the three styles of ``LiveWebService`` and
/// ``LiveCurrencyService``: each style starts it, maps disposal, interruption or task
/// cancellation to ``cancel()``, and receives the same `Result`.
///
/// The timeout is enforced here with a timer, the same on every platform, rather than left to
/// URLSession (whose request timeout is an idle timeout, and not honoured on every platform).
final class JSONRequest<Value: Decodable & Sendable>: Sendable {
  private let task: URLSessionDataTask

  /// Starts the request; `completion` is called exactly once, on a URLSession or timer thread.
  init(
    url: URL, timeout: TimeInterval, session: URLSession,
    completion: @escaping @Sendable (Result<Value, WebServiceError>) -> Void
  ) {
    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let phase = RequestPhase()
    task = session.dataTask(with: request) { data, response, error in
      let previous = phase.state.withLock { phase in
        defer { phase = .finished }
        return phase
      }
      switch previous {
      case .running: completion(Self.decode(data: data, response: response, error: error))
      case .timedOut: completion(.failure(.timeout))
      case .finished: break
      }
    }
    let task = self.task
    // Once the request finishes the timer finds it `.finished` and does nothing.
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
      let expired = phase.state.withLock { phase in
        guard case .running = phase else { return false }
        phase = .timedOut
        return true
      }
      if expired { task.cancel() }
    }
    task.resume()
  }

  /// Cancels the request; the completion then reports ``WebServiceError/cancelled`` unless an
  /// answer already arrived.
  func cancel() {
    task.cancel()
  }

  /// Maps what URLSession reports to a value or a ``WebServiceError``.
  static func decode(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<Value, WebServiceError> {
    if let error { return .failure(map(error)) }
    guard let http = response as? HTTPURLResponse else {
      return .failure(.transport("the answer was not HTTP"))
    }
    guard (200..<300).contains(http.statusCode) else { return .failure(.httpStatus(http.statusCode)) }
    guard let data, !data.isEmpty else { return .failure(.decoding("empty body")) }
    do {
      return .success(try JSONDecoder().decode(Value.self, from: data))
    } catch {
      return .failure(.decoding(describe(error)))
    }
  }

  private static func map(_ error: any Error) -> WebServiceError {
    guard let urlError = error as? URLError else { return .transport(error.localizedDescription) }
    switch urlError.code {
    case .cancelled: return .cancelled
    case .timedOut: return .timeout
    default: return .transport(urlError.localizedDescription)
    }
  }

  private static func describe(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .dataCorrupted?: "the body is not valid JSON"
    case .keyNotFound(let key, _)?: "missing key '\(key.stringValue)'"
    case .typeMismatch(_, let context)?:
      "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
    case .valueNotFound(_, let context)?:
      "missing value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
    default: error.localizedDescription
    }
  }
}

/// Where a live service fetches its JSON: the address, the timeout and the session that
/// ``LiveWebService`` and ``LiveCurrencyService`` are made with.
struct JSONEndpoint: Sendable {
  let url: URL
  let timeout: TimeInterval
  let session: URLSession

  /// Starts one request; `completion` receives its result once.
  func startRequest<Value: Decodable & Sendable>(
    completion: @escaping @Sendable (Result<Value, WebServiceError>) -> Void
  ) -> JSONRequest<Value> {
    JSONRequest(url: url, timeout: timeout, session: session, completion: completion)
  }
}

/// The request of a ``Library``.
typealias LibraryRequest = JSONRequest<Library>

/// Where a request stands, shared by its completion handler and its timer.
private final class RequestPhase: Sendable {
  enum Phase {
    case running
    case timedOut
    case finished
  }

  let state = Lock(Phase.running)
}
