import Foundation
import Showcase
import TestSupport

/// The converter most tests fetch.
let gbpConverter = Converter(
  base: "GBP", date: "2018-01-01",
  rates: [CurrencyRate(currencyIso: "EUR", rate: 1.1271), CurrencyRate(currencyIso: "USD", rate: 1.3513)])

/// A second converter, to tell two fetches apart.
let eurConverter = Converter(base: "EUR", date: "2018-01-02", rates: [CurrencyRate(currencyIso: "USD", rate: 1.2)])

/// A converter without rates: an empty input, not a failure.
let emptyConverter = Converter(base: "GBP", date: "2018-01-03", rates: [])

/// The rates the package's sample file holds, as the file service reads them.
let bundledRateCodes = ["AUD", "CAD", "CHF", "EUR", "JPY", "NZD", "SEK", "USD"]

/// Rate files that cannot be read, each with the error the file service must report.
///
/// Written into a fresh temporary folder by ``writeBadRateFiles()``; the missing one is not written.
let badRateFiles: [(name: String, contents: String?, error: ErrorResult)] = [
  ("missing.json", nil, .notFound(string: "")),
  ("empty.json", "", .parser(string: "Unreadable rates: not valid JSON")),
  ("garbage.json", "rates: lots", .parser(string: "Unreadable rates: not valid JSON")),
  (
    "no-rates.json", #"{"base": "GBP", "date": "2018-01-01"}"#, .parser(string: "Unreadable rates: missing key 'rates'")
  ),
  (
    "text-rate.json", #"{"base": "GBP", "date": "2018-01-01", "rates": {"USD": "lots"}}"#,
    .parser(string: "Unreadable rates: wrong value at 'rates.USD'")
  ),
]

/// Writes ``badRateFiles`` into a new temporary folder and returns each file's URL with the
/// error it must give; a missing file's message names its path, so its expected message is
/// filled in here.
func writeBadRateFiles() throws -> [(url: URL, error: ErrorResult)] {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rates-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return try badRateFiles.map { file in
    let url = folder.appendingPathComponent(file.name)
    guard let contents = file.contents else { return (url, .notFound(string: "No rates file at \(url.path)")) }
    try Data(contents.utf8).write(to: url)
    return (url, file.error)
  }
}

extension LoopbackHTTPServer {
  /// A server with the rates and each failure the live currency service must map.
  static func currencyRoutes() throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer(routes: [
      "/rates": .respond(status: 200, body: #"{"base":"GBP","date":"2018-01-01","rates":{"USD":1.3513,"EUR":1.1271}}"#),
      "/broken": .respond(status: 500, body: ""),
      "/malformed": .respond(status: 200, body: "rates: lots"),
      "/slow": .holdOpen,
    ])
  }
}

/// The error the live currency service reports for each failing route of
/// ``LoopbackHTTPServer/currencyRoutes()``.
let liveCurrencyFailures: [(path: String, error: ErrorResult)] = [
  ("/broken", .network(string: "Could not fetch the rates: HTTP status 500")),
  ("/malformed", .parser(string: "Unreadable rates: the body is not valid JSON")),
]
