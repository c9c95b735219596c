import Foundation
import ProducerStyle
import RxStyle

/// A ``CurrencyService`` that reads the rates from a JSON file: the sample shipped with the
/// package by default, so the converter works offline.
///
/// Each fetch reads the file again. A missing file fails with ``ErrorResult/notFound(string:)``,
/// a file that is not a converter with ``ErrorResult/parser(string:)``.
///
/// ```swift
/// let service = FileCurrencyService()  // the bundled rates.json
/// let converter = try await service.fetchConverterAsync()
/// ```
public final class FileCurrencyService: CurrencyService {
  /// The file the rates are read from.
  public let url: URL

  /// A service reading `url`.
  ///
  /// - Parameter url: A JSON file such as `{"base": "GBP", "date": "…", "rates": {"USD": 1.35}}`.
  public init(url: URL) {
    self.url = url
  }

  /// A service reading the sample rates shipped with the package.
  public convenience init() {
    self.init(url: Self.bundledRatesURL)
  }

  /// Where the package's sample rates are.
  public static var bundledRatesURL: URL {
    Bundle.module.url(forResource: "rates", withExtension: "json")
      ?? Bundle.module.bundleURL.appendingPathComponent("rates.json")
  }

  /// The conversion rates as an observable; see ``CurrencyService``.
  public func fetchConverter() -> Observable<Converter> {
    Observable.deferred { [url] in Self.read(url).observable }
  }

  /// The conversion rates as a single-value producer; see ``CurrencyService``.
  public func fetchConverterProducer() -> SignalProducer<Converter, ErrorResult> {
    SignalProducer<Void, ErrorResult>(value: ()).flatMap(.latest) { [url] in Self.read(url).producer }
  }

  /// The conversion rates, awaited; see ``CurrencyService``.
  public func fetchConverterAsync() async throws(ErrorResult) -> Converter {
    try Self.read(url).get()
  }

  /// Reads and decodes the file, mapping each failure to an ``ErrorResult``.
  static func read(_ url: URL) -> Result<Converter, ErrorResult> {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return .failure(.notFound(string: "No rates file at \(url.path)"))
    }
    return CurrencyJSON.decode(data)
  }
}

/// Reading a converter from JSON, the same for the file and the network.
enum CurrencyJSON {
  static func decode(_ data: Data) -> Result<Converter, ErrorResult> {
    do {
      return .success(try JSONDecoder().decode(Converter.self, from: data))
    } catch let error as DecodingError {
      return .failure(.parser(string: "Unreadable rates: \(describe(error))"))
    } catch {
      return .failure(.parser(string: "Unreadable rates: \(error.localizedDescription)"))
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted: "not valid JSON"
    case .keyNotFound(let key, _): "missing key '\(key.stringValue)'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      "wrong value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
    @unknown default: "not a converter"
    }
  }
}
