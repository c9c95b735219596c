import Foundation

/// What every style's currency view model shows, the same in one place.
enum CurrencyText {
  /// The message of a failed fetch: the ``ErrorResult``'s own, or the error's description.
  static func message(for error: any Error) -> String {
    (error as? ErrorResult)?.localizedDescription ?? error.localizedDescription
  }
}

/// What one reload ends with: the rates, or the message of its failure.
enum CurrencyOutcome: Equatable, Sendable {
  case loaded([CurrencyRate])
  case failed(String)

  /// The rates to show: the loaded ones, or none after a failure.
  var rates: [CurrencyRate] {
    guard case .loaded(let rates) = self else { return [] }
    return rates
  }

  /// The message to show after a failure.
  var errorMessage: String? {
    guard case .failed(let message) = self else { return nil }
    return message
  }
}
