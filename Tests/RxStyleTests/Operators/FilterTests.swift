import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class FilterTests: RxStyleTestCase {
  func test_filter_keepsTheElementsThatPassAtTheirTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 2), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let observer = scheduler.start { source.asObservable().filter { $0 % 2 == 0 } }
    XCTAssertEqual(observer.events, [.next(220, 2), .next(240, 4), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_filter_throwingPredicateEndsWithItsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let observer = scheduler.start {
      source.asObservable().filter { value in
        if value == 2 { throw TestError(code: 2) }
        return true
      }
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(code: 2))])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_filter_forwardsErrorAndEmpty() {
    XCTAssertEqual(record(Observable<Int>.empty().filter { _ in true }), [.completed])
    XCTAssertEqual(record(Observable<Int>.error(TestError()).filter { _ in true }), [.error(TestError())])
  }

  func test_filter_disposedMidStream_stopsForwarding() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 2), .next(420, 4), .completed(500)])
    let observer = scheduler.start(disposed: 400) { source.asObservable().filter { _ in true } }
    XCTAssertEqual(observer.events, [.next(210, 2)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
  }
}
