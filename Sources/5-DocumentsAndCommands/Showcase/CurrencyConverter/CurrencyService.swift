import Foundation
import ProducerStyle
import RxStyle

/// Why fetching the rates failed, the same in every style; the message is what the screen shows.
public enum ErrorResult: Error, Equatable, Hashable, Sendable, LocalizedError {
  /// The service could not be reached, or answered with an HTTP error.
  case network(string: String)
  /// The service's answer could not be read.
  case parser(string: String)
  /// There is nothing where the rates should be: a missing file.
  case notFound(string: String)
  /// Any other failure.
  case custom(string: String)

  /// The message given with the case.
  public var errorDescription: String? {
    switch self {
    case .network(let string), .parser(let string), .notFound(let string), .custom(let string):
      return string
    }
  }
}

/// Where the currency converter gets its rates, in the Rx style (the article's protocol).
///
/// A class-bound protocol, so the view model can hold the service weakly as the screen's
/// owner does; tests pass a mock that answers with a set converter or an error.
public protocol CurrencyServiceObservable: AnyObject, Sendable {
  /// Fetches the current rates: one converter and completion, or an ``ErrorResult``.
  ///
  /// - Returns: A cold observable that fetches on each subscription.
  func fetchConverter() -> Observable<Converter>
}

/// Where the currency converter gets its rates, in every style: the Rx style's
/// ``CurrencyServiceObservable/fetchConverter()`` (the article's spelling) and one method for
/// each other style, all reporting the same ``ErrorResult`` for the same failure.
///
/// ```swift
/// service.fetchConverter().subscribe(onNext: { print($0.rates) })
/// service.fetchConverterProducer().startWithResult { print($0) }
/// let converter = try await service.fetchConverterAsync()
/// ```
public protocol CurrencyService: CurrencyServiceObservable {
  /// The producer style: fetches on each start; interrupting it cancels the fetch.
  ///
  /// - Returns: A cold producer of one converter, failing with an ``ErrorResult``.
  func fetchConverterProducer() -> SignalProducer<Converter, ErrorResult>

  /// The async style: one fetch per call; cancelling the calling task cancels it.
  ///
  /// - Returns: The converter.
  /// - Throws: an ``ErrorResult``.
  func fetchConverterAsync() async throws(ErrorResult) -> Converter
}

extension Result where Failure == ErrorResult {
  /// The result as a cold observable: the value and completion, or the error.
  var observable: Observable<Success> {
    switch self {
    case .success(let value): .just(value)
    case .failure(let error): .error(error)
    }
  }

  /// The result as a cold producer: the value and completion, or the error.
  var producer: SignalProducer<Success, ErrorResult> {
    switch self {
    case .success(let value): SignalProducer(value: value)
    case .failure(let error): SignalProducer(error: error)
    }
  }
}
