import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class EmptyTests: RxStyleTestCase {
  func test_emptyNeverError() {
    XCTAssertEqual(record(Observable<Int>.empty()), [.completed])
    XCTAssertEqual(record(Observable<Int>.never()), [])
    XCTAssertEqual(record(Observable<Int>.error(TestError())), [.error(TestError())])
  }
}
