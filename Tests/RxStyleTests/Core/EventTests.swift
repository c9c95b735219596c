import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class EventTests: RxStyleTestCase {
  func test_eventProperties() {
    let next = Event<Int>.next(3)
    let failure = Event<Int>.error(TestError())
    XCTAssertEqual(next.element, 3)
    XCTAssertFalse(next.isStopEvent)
    XCTAssertTrue(failure.isStopEvent)
    XCTAssertNotNil(failure.error)
    XCTAssertTrue(Event<Int>.completed.isCompleted)
    XCTAssertEqual(next.map { $0 * 2 }, .next(6))
    XCTAssertEqual(next.map { _ -> Int in throw TestError(code: 1) }, .error(TestError(code: 1)))
    XCTAssertEqual(next.debugDescription, "next(3)")
  }
}
