import Foundation
import RxStyle

/// Why fetching the rates failed; the message is what the screen shows.
public enum ErrorResult: Error, Equatable, LocalizedError {
  /// The service could not be reached.
  case network(string: String)
  /// The service's answer could not be read.
  case parser(string: String)
  /// Any other failure.
  case custom(string: String)

  /// The message given with the case.
  public var errorDescription: String? {
    switch self {
    case .network(let string), .parser(let string), .custom(let string):
      return string
    }
  }
}

/// Where the currency converter gets its rates.
///
/// A class-bound protocol, so the view model can hold the service weakly as the screen's
/// owner does; tests pass a mock that answers with a set converter or an error.
public protocol CurrencyServiceObservable: AnyObject, Sendable {
  /// Fetches the current rates: one converter and completion, or an ``ErrorResult``.
  ///
  /// - Returns: A cold observable that fetches on each subscription.
  func fetchConverter() -> Observable<Converter>
}
