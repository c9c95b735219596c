/// Every way fetching a ``Library`` can fail, the same in all three styles.
public enum WebServiceError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The request never got an HTTP answer: no connection, an unknown host, a bad URL.
  case transport(String)
  /// The server answered with a status outside 200–299.
  case httpStatus(Int)
  /// The answer was not a library: an empty body or malformed JSON.
  case decoding(String)
  /// The request was cancelled: the subscription was disposed, the producer interrupted, or
  /// the task cancelled.
  case cancelled
  /// No answer arrived within the service's timeout.
  case timeout

  /// A short explanation for people.
  public var description: String {
    switch self {
    case .transport(let reason): "network error: \(reason)"
    case .httpStatus(let code): "HTTP status \(code)"
    case .decoding(let reason): "unreadable answer: \(reason)"
    case .cancelled: "cancelled"
    case .timeout: "timed out"
    }
  }
}
