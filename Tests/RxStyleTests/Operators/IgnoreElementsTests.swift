import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class IgnoreElementsTests: RxStyleTestCase {
  func test_ignoreElements_forwardsOnlyCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let observer = scheduler.start { source.asObservable().ignoreElements() }
    XCTAssertEqual(observer.events, [.completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_ignoreElements_forwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
    let observer = scheduler.start { source.asObservable().ignoreElements() }
    XCTAssertEqual(observer.events, [.error(250, TestError())])
  }

  func test_ignoreElements_neverEnding_isDisposedAt1000() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start { source.asObservable().ignoreElements() }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
  }
}
