import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class DelaySubscriptionTests: RxStyleTestCase {
  func test_delaySubscription_subscribesLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let observer = scheduler.start {
      source.asObservable().delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(240, 1), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(230, 250)])
  }

  func test_delaySubscription_disposedBeforeTheDelay_neverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1)])
    let observer = scheduler.start(disposed: 220) {
      source.asObservable().delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(source.subscriptions, [])
  }

  func test_delaySubscription_hotSource_missesEarlierEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .error(250, TestError())])
    let observer = scheduler.start {
      source.asObservable().delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(240, 2), .error(250, TestError())])
    XCTAssertEqual(source.subscriptions, [Subscription(230, 250)])
  }
}
