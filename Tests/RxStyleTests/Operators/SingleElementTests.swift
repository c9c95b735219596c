import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class SingleElementTests: RxStyleTestCase {
  func test_single_oneElement_passesItThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    XCTAssertEqual(scheduler.start { source.single() }.events, [.next(210, 1), .completed(250)])
  }

  func test_single_secondElement_failsAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let observer = scheduler.start { source.single() }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_single_empty_failsWithNoElements() {
    XCTAssertEqual(record(Observable<Int>.empty().single()), [.error(RxError.noElements)])
  }

  func test_singlePredicate_countsOnlyMatches() {
    XCTAssertEqual(record(Observable.of(1, 2, 3).single { $0 == 2 }), [.next(2), .completed])
    XCTAssertEqual(
      record(Observable.of(1, 2, 3).single { $0 > 1 }), [.next(2), .error(RxError.moreThanOneElement)])
    XCTAssertEqual(record(Observable.of(1, 2, 3).single { $0 > 5 }), [.error(RxError.noElements)])
  }

  func test_singlePredicate_throwing_fails() {
    XCTAssertEqual(record(Observable.of(1).single { _ in throw TestError() }), [.error(TestError())])
  }
}
