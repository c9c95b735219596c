import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class MaterializeTests: RxStyleTestCase {
  func test_materialize_turnsEventsIntoElements() {
    XCTAssertEqual(
      record(Observable.of(1, 2).materialize()), [.next(.next(1)), .next(.next(2)), .next(.completed), .completed])
    XCTAssertEqual(
      record(Observable<Int>.error(TestError()).materialize()), [.next(.error(TestError())), .completed])
  }

  func test_dematerialize_isTheReverse() {
    XCTAssertEqual(record(Observable.of(1, 2).materialize().dematerialize()), [.next(1), .next(2), .completed])
    let events: [Event<Int>] = [.next(1), .error(TestError()), .next(2)]
    XCTAssertEqual(record(Observable.from(events).dematerialize()), [.next(1), .error(TestError())])
  }
}
