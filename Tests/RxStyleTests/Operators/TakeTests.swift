import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class TakeTests: RxStyleTestCase {
  func test_take_completesAfterCount_andDisposesSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let observer = scheduler.start { source.asObservable().take(2) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(220)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_take_zero_completesWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start { source.asObservable().take(0) }
    XCTAssertEqual(observer.events, [.completed(200)])
    XCTAssertEqual(source.subscriptions, [])
  }

  func test_take_moreThanAvailable_forwardsCompletionAndError() {
    XCTAssertEqual(record(Observable.of(1, 2).take(5)), [.next(1), .next(2), .completed])
    XCTAssertEqual(record(Observable<Int>.error(TestError()).take(5)), [.error(TestError())])
  }

  func test_take_stopsAnEndlessSynchronousSource() {
    XCTAssertEqual(record(Observable.repeatElement(7).take(3)), [.next(7), .next(7), .next(7), .completed])
  }

  func test_takeWhile_exclusiveAndInclusive() {
    let source = Observable.of(1, 2, 5, 1)
    XCTAssertEqual(record(source.take(while: { $0 < 3 })), [.next(1), .next(2), .completed])
    XCTAssertEqual(
      record(source.take(while: { $0 < 3 }, behavior: .inclusive)), [.next(1), .next(2), .next(5), .completed])
  }

  func test_takeWhile_timesAndSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 4), .next(230, 2), .completed(300)])
    let observer = scheduler.start { source.asObservable().take(while: { $0 < 3 }) }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_takeWhile_throwingPredicateEndsWithError() {
    let source = Observable.of(1, 2).take(while: { value in
      if value == 2 { throw TestError(code: 2) }
      return true
    })
    XCTAssertEqual(record(source), [.next(1), .error(TestError(code: 2))])
  }

  func test_takeUntilPredicate_exclusiveAndInclusive() {
    let source = Observable.of(1, 2, 5, 1)
    XCTAssertEqual(record(source.take(until: { $0 > 3 })), [.next(1), .next(2), .completed])
    XCTAssertEqual(
      record(source.take(until: { $0 > 3 }, behavior: .inclusive)), [.next(1), .next(2), .next(5), .completed])
  }

  @available(*, deprecated)
  func test_deprecatedTakeWhile_isTakeWhile() {
    XCTAssertEqual(record(Observable.of(1, 2, 5).takeWhile { $0 < 3 }), [.next(1), .next(2), .completed])
  }
}
