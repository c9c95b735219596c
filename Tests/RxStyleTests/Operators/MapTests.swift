import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class MapTests: RxStyleTestCase {
  func test_mapAndFilter_transformAndSelect() {
    let source = Observable.of(1, 2, 3, 4).map { $0 * 10 }.filter { $0 > 15 }
    XCTAssertEqual(record(source), [.next(20), .next(30), .next(40), .completed])
  }

  func test_mapThatThrows_endsWithError_andStopsUpstream() {
    let pulled = Lock(0)
    let source = Observable.from(
      sequence(first: 1) { value in
        pulled.withLock { $0 += 1 }
        return value < 100 ? value + 1 : nil
      })
    let mapped = source.map { value -> Int in
      if value == 2 { throw TestError(code: value) }
      return value
    }
    XCTAssertEqual(record(mapped), [.next(1), .error(TestError(code: 2))])
    XCTAssertEqual(pulled.withLock { $0 }, 1, "nothing is pulled after the error")
  }
}
