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
///
/// Decoded from the services' JSON, where the rates are an object keyed by currency code; the
/// rates come out sorted by code:
///
/// ```json
/// {"base": "GBP", "date": "2018-01-01", "rates": {"USD": 1.3513, "EUR": 1.1271}}
/// ```
public struct Converter: Equatable, Sendable, Decodable {
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

extension Converter {
  private enum CodingKeys: String, CodingKey {
    case base, date, rates
  }

  /// Reads the services' JSON; the rates, an object keyed by currency code, come out sorted by code.
  ///
  /// - Parameter decoder: The JSON decoder.
  /// - Throws: a `DecodingError` when a field is missing or of the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let rates = try container.decode([String: Double].self, forKey: .rates)
    self.init(
      base: try container.decode(String.self, forKey: .base), date: try container.decode(String.self, forKey: .date),
      rates: rates.sorted { $0.key < $1.key }.map { CurrencyRate(currencyIso: $0.key, rate: $0.value) })
  }
}
