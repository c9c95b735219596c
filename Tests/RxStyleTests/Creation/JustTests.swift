import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class JustTests: RxStyleTestCase {
  func test_just_emitsElementThenCompletes() {
    XCTAssertEqual(record(Observable.just(1)), [.next(1), .completed])
  }
}
