import Foundation

extension BenchmarkReport {
  /// The report as `results.json` stores it: pretty-printed, sorted keys, ISO 8601 date.
  package func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(self)
  }

  /// Reads a report written by `jsonData()`.
  package init(jsonData: Data) throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    self = try decoder.decode(BenchmarkReport.self, from: jsonData)
  }
}

extension CellResult {
  /// One cell as an isolated child process prints it.
  package func jsonData() throws -> Data {
    try JSONEncoder().encode(self)
  }

  package init(jsonData: Data) throws {
    self = try JSONDecoder().decode(CellResult.self, from: jsonData)
  }
}
