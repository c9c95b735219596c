import Foundation
import StyleInternals

/// Something that decodes a value from `Data`, such as `JSONDecoder` or `PropertyListDecoder`.
public protocol DataDecoder {
  /// Decodes a value of type `type` from `data`.
  /// - Throws: the decoder's error when `data` does not hold such a value.
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
  /// Decodes every `Data` element into `type` with `decoder`; a decoding error ends the sequence.
  ///
  /// ```swift
  /// response.decode(type: Library.self, decoder: JSONDecoder())
  /// ```
  /// - Parameters:
  ///   - type: the type to decode.
  ///   - decoder: the decoder to use, such as `JSONDecoder()`.
  /// - Returns: the decoded values.
  public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
    // The decoder is only read, by one element at a time of each subscription.
    let decode: @Sendable (Data) throws -> Item = Captured { (data: Data) throws -> Item in
      try decoder.decode(Item.self, from: data)
    }.call
    return asObservable().map(decode)
  }
}

extension Captured {
  /// Calls a captured decoding closure.
  fileprivate func call<Item>(_ data: Data) throws -> Item where Value == (Data) throws -> Item {
    try value(data)
  }
}
