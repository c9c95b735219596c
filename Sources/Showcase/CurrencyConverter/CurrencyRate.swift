/// One currency's rate against a converter's base currency.
public struct CurrencyRate: Equatable, Sendable {
  /// The ISO 4217 code, such as `"USD"`.
  public let currencyIso: String
  /// How many units of this currency one unit of the base buys.
  public let rate: Double

  /// A rate for `currencyIso`.
  ///
  /// - Parameters:
  ///   - currencyIso: The ISO 4217 code.
  ///   - rate: How many units of this currency one unit of the base buys.
  public init(currencyIso: String, rate: Double) {
    self.currencyIso = currencyIso
    self.rate = rate
  }
}

/// The rates of every currency against one base currency, as of one date.
public struct Converter: Equatable, Sendable {
  /// The ISO 4217 code of the base currency.
  public let base: String
  /// The date the rates were published, as the service spells it.
  public let date: String
  /// The rates against `base`.
  public let rates: [CurrencyRate]

  /// A converter for `base` as of `date`.
  ///
  /// - Parameters:
  ///   - base: The ISO 4217 code of the base currency.
  ///   - date: The date the rates were published.
  ///   - rates: The rates against `base`.
  public init(base: String, date: String, rates: [CurrencyRate]) {
    self.base = base
    self.date = date
    self.rates = rates
  }
}
