import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class DecodeTests: RxStyleTestCase {
  private struct Library: Decodable, Equatable {
    let name: String
  }

  func test_decode_decodesEachDataElement() {
    let data = Observable.of(Data(#"{"name":"RxSwift"}"#.utf8), Data(#"{"name":"Combine"}"#.utf8))
    XCTAssertEqual(
      record(data.decode(type: Library.self, decoder: JSONDecoder())),
      [.next(Library(name: "RxSwift")), .next(Library(name: "Combine")), .completed])
  }

  func test_decode_malformedData_failsWithTheDecodingError() {
    let events = record(Observable.just(Data("nope".utf8)).decode(type: Library.self, decoder: JSONDecoder()))
    XCTAssertEqual(events.count, 1)
    XCTAssertTrue(events.first?.error is DecodingError)
  }
}
