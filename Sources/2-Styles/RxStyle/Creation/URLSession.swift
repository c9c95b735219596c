import Foundation
import StyleInternals

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why a request of `URLSession.rx` failed, when the transport itself did not: RxCocoa's URL
/// errors. A transport failure (no connection, a cancelled or timed-out task) arrives as the
/// session's own error, a `URLError`.
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible {
  /// The session answered with neither data and a response nor an error.
  case unknown
  /// The response is not an HTTP response (a `file:` or `data:` URL, for example).
  case nonHTTPResponse(response: URLResponse)
  /// The HTTP status is outside `200 ..< 300`; the body, if any, comes with it.
  case httpRequestFailed(response: HTTPURLResponse, data: Data?)
  /// The body is not the JSON that `json(request:options:)` expects.
  case deserializationError(error: any Swift.Error)

  /// A description for debugging output.
  public var debugDescription: String {
    switch self {
    case .unknown: "Unknown error has occurred."
    case .nonHTTPResponse(let response): "Response is not NSHTTPURLResponse `\(response)`."
    case .httpRequestFailed(let response, _): "HTTP request failed with `\(response.statusCode)`."
    case .deserializationError(let error): "Error during deserialization of the response: \(error)"
    }
  }
}

extension Reactive where Base: URLSession {
  /// The response and body of `request`: the request runs for each subscriber, when it
  /// subscribes, and is cancelled when its subscription is disposed first.
  ///
  /// Any HTTP status is a response here; ``data(request:)`` fails on the statuses outside
  /// `200 ..< 300`. A transport failure ends the sequence with the session's error.
  ///
  /// ```swift
  /// URLSession.shared.rx.response(request: URLRequest(url: url))
  ///   .subscribe(onNext: { response, data in print(response.statusCode, data.count) })
  ///   .disposed(by: bag)
  /// ```
  /// - Parameter request: the request to send.
  /// - Returns: one response with its body, then completion.
  public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
    let session = Captured(base)
    return Observable.create { observer in
      let startedAt = URLSession.rx.shouldLogRequest(request) ? Date() : nil
      let task = session.value.dataTask(with: request) { data, response, error in
        if let startedAt {
          print(RequestLog.curlCommand(request))
          print(RequestLog.outcome(response, error, Date().timeIntervalSince(startedAt)))
        }
        guard let response, let data else {
          observer.onError(error ?? RxCocoaURLError.unknown)
          return
        }
        guard let httpResponse = response as? HTTPURLResponse else {
          observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
          return
        }
        observer.onNext((httpResponse, data))
        observer.onCompleted()
      }
      task.resume()
      return Disposables.create { task.cancel() }
    }
  }

  /// The body of `request`, when its HTTP status is in `200 ..< 300`.
  ///
  /// ```swift
  /// URLSession.shared.rx.data(request: URLRequest(url: url))
  ///   .map { try JSONDecoder().decode(Library.self, from: $0) }
  /// ```
  /// - Parameter request: the request to send, once per subscriber.
  /// - Returns: the body, then completion; ``RxCocoaURLError/httpRequestFailed(response:data:)``
  ///   for another status.
  public func data(request: URLRequest) -> Observable<Data> {
    response(request: request).map { response, data in
      guard (200..<300).contains(response.statusCode) else {
        throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
      }
      return data
    }
  }

  /// The body of `request` read as JSON with `JSONSerialization`, when its HTTP status is in
  /// `200 ..< 300`.
  ///
  /// ```swift
  /// URLSession.shared.rx.json(request: URLRequest(url: url))
  ///   .map { ($0 as? [String: Any])?["name"] as? String }
  /// ```
  /// - Parameters:
  ///   - request: the request to send, once per subscriber.
  ///   - options: the options of `JSONSerialization.jsonObject(with:options:)`.
  /// - Returns: the JSON object, then completion; ``RxCocoaURLError/deserializationError(error:)``
  ///   when the body is not JSON.
  public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
    data(request: request).map { data -> Any in
      do {
        return try JSONSerialization.jsonObject(with: data, options: options)
      } catch {
        throw RxCocoaURLError.deserializationError(error: error)
      }
    }
  }

  /// The body of a GET of `url` read as JSON: ``json(request:options:)`` with a plain request.
  ///
  /// ```swift
  /// URLSession.shared.rx.json(url: url).subscribe(onNext: { print($0) })
  /// ```
  /// - Parameter url: the URL to get, once per subscriber.
  /// - Returns: the JSON object, then completion.
  public func json(url: Foundation.URL) -> Observable<Any> {
    json(request: URLRequest(url: url))
  }
}

extension Reactive where Base == URLSession {
  /// Decides which requests of `URLSession.rx` are printed, as a curl command followed by the
  /// outcome and its duration. By default every request is printed in a debug build and none in
  /// a release build, as RxCocoa does.
  ///
  /// ```swift
  /// URLSession.rx.shouldLogRequest = { _ in false }  // quiet tests
  /// ```
  public static var shouldLogRequest: @Sendable (URLRequest) -> Bool {
    get { RequestLog.filter.value }
    set { RequestLog.filter.withLock { $0 = newValue } }
  }
}

/// The printed form of a request and its outcome, and the filter that asks for it.
private enum RequestLog {
  static let filter = Lock<@Sendable (URLRequest) -> Bool> { _ in
    #if DEBUG
      true
    #else
      false
    #endif
  }

  static func curlCommand(_ request: URLRequest) -> String {
    var command = "curl -X \(request.httpMethod ?? "GET") "
    if let body = request.httpBody.flatMap({ String(data: $0, encoding: .utf8) }) {
      command += "-d \"\(escaped(body))\" "
    }
    for (key, value) in request.allHTTPHeaderFields ?? [:] {
      command += "\n    -H \"\(escaped(key)): \(escaped(value))\" "
    }
    command += "\n\"\(escaped(request.url?.absoluteString ?? "<unknown url>"))\" -i -v"
    return command
  }

  static func outcome(_ response: URLResponse?, _ error: (any Error)?, _ interval: TimeInterval) -> String {
    let milliseconds = Int(interval * 1000)
    if let response = response as? HTTPURLResponse {
      let verdict = (200..<300).contains(response.statusCode) ? "Success" : "Failure"
      return "\(verdict) (\(milliseconds)ms): Status \(response.statusCode)"
    }
    if let error {
      if (error as? URLError)?.code == .cancelled { return "Canceled (\(milliseconds)ms)" }
      return "Failure (\(milliseconds)ms): NSError > \(error)"
    }
    return "<Unhandled response from server>"
  }

  private static func escaped(_ value: String) -> String {
    value.replacingOccurrences(of: "\"", with: "\\\"")
  }
}
