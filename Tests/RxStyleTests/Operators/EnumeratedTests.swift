import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class EnumeratedTests: RxStyleTestCase {
  func test_enumerated_pairsElementsWithTheirIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])
    let observer = scheduler.start { source.asObservable().enumerated().map { "\($0.index)\($0.element)" } }
    XCTAssertEqual(observer.events, [.next(210, "0a"), .next(220, "1b"), .completed(300)])
  }

  func test_enumerated_restartsPerSubscription_andForwardsError() {
    let source = Observable.of("x", "y").enumerated().map(\.index)
    XCTAssertEqual(record(source), [.next(0), .next(1), .completed])
    XCTAssertEqual(record(source), [.next(0), .next(1), .completed])
    XCTAssertEqual(record(Observable<Int>.error(TestError()).enumerated().map(\.index)), [.error(TestError())])
  }
}
