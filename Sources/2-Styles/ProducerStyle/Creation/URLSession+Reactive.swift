import Foundation
import StyleInternals

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession: ReactiveExtensionsProvider {}

extension Reactive where Base: URLSession {
  /// A producer that sends `request` each time it is started and sends the body with the
  /// response, then completes; interrupting it cancels the request.
  ///
  /// Any HTTP status is a response here, as in ReactiveSwift: check the response's status code
  /// yourself. A transport failure (no connection, a timeout) fails the producer with the
  /// session's own error.
  ///
  /// ```swift
  /// URLSession.shared.reactive.data(with: URLRequest(url: url))
  ///   .startWithResult { result in print(result.map { data, _ in data.count }) }
  /// ```
  /// - Parameter request: the request to send on every start.
  /// - Returns: a producer of one `(Data, URLResponse)` pair, then completion.
  public func data(with request: URLRequest) -> SignalProducer<(Data, URLResponse), any Error> {
    let session = Captured(base)
    return SignalProducer { observer, lifetime in
      let task = session.value.dataTask(with: request) { data, response, error in
        if let data, let response {
          observer.send(value: (data, response))
          observer.sendCompleted()
        } else {
          observer.send(error: error ?? URLError(.unknown))
        }
      }
      let started = Captured(task)
      lifetime.observeEnded { started.value.cancel() }
      task.resume()
    }
  }
}
