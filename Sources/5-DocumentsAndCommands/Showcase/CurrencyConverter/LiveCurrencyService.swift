import Foundation
import ProducerStyle
import RxStyle

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real currency service: an HTTP GET of the rates as JSON, on the same request code as
/// ``LiveWebService``, in every style.
///
/// Transport failures, HTTP errors, timeouts and cancellation become
/// ``ErrorResult/network(string:)``; an answer that is not a converter becomes
/// ``ErrorResult/parser(string:)``. Disposing, interrupting or cancelling cancels the request.
///
/// ```swift
/// let service = LiveCurrencyService(url: URL(string: "http://127.0.0.1:8080/rates")!)
/// service.fetchConverterProducer().startWithResult { print($0) }
/// ```
public final class LiveCurrencyService: CurrencyService {
  private let endpoint: JSONEndpoint
  /// Where the rates are fetched from.
  public var url: URL { endpoint.url }
  /// The longest a request may take, in seconds.
  public var timeout: TimeInterval { endpoint.timeout }

  /// A service fetching from `url`.
  ///
  /// - Parameters:
  ///   - url: The address of the rates' JSON.
  ///   - timeout: Seconds before a request fails.
  ///   - session: The URL session to use.
  public init(url: URL, timeout: TimeInterval = 10, session: URLSession = .shared) {
    endpoint = JSONEndpoint(url: url, timeout: timeout, session: session)
  }

  /// The conversion rates as an observable; see ``CurrencyService``.
  public func fetchConverter() -> Observable<Converter> {
    Observable.create { [self] observer in
      let request = startRequest { result in
        switch result {
        case .success(let converter):
          observer.onNext(converter)
          observer.onCompleted()
        case .failure(let error):
          observer.onError(error)
        }
      }
      return Disposables.create { request.cancel() }
    }
  }

  /// The conversion rates as a single-value producer; see ``CurrencyService``.
  public func fetchConverterProducer() -> SignalProducer<Converter, ErrorResult> {
    SignalProducer { [self] observer, lifetime in
      let request = startRequest { result in observer.send(single: result) }
      lifetime.observeEnded { request.cancel() }
    }
  }

  /// The conversion rates, awaited; see ``CurrencyService``.
  public func fetchConverterAsync() async throws(ErrorResult) -> Converter {
    try await JSONRequest<Converter>.inCurrentTask { endpoint.startRequest(completion: $0) }.mapError(Self.map).get()
  }

  private func startRequest(
    completion: @escaping @Sendable (Result<Converter, ErrorResult>) -> Void
  ) -> JSONRequest<Converter> {
    endpoint.startRequest { completion($0.mapError(Self.map)) }
  }

  /// The web service's failures as the converter reports them.
  static func map(_ error: WebServiceError) -> ErrorResult {
    switch error {
    case .decoding(let reason): .parser(string: "Unreadable rates: \(reason)")
    default: .network(string: "Could not fetch the rates: \(error.description)")
    }
  }
}
