import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class FirstTests: RxStyleTestCase {
  func test_first_sendsTheFirstElementAndEndsTheSourceSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let observer = scheduler.start { source.first() }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(210)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
  }

  func test_first_empty_sendsNil() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
    XCTAssertEqual(scheduler.start { source.first() }.events, [.next(250, nil), .completed(250)])
  }

  func test_first_error_fails() {
    XCTAssertEqual(record(Observable<Int>.error(TestError()).first()), [.error(TestError())])
  }
}
