import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class SkipUntilTests: RxStyleTestCase {
  func test_skipUntil_forwardsOnceTheOtherEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(250)])
    let other = scheduler.createHotObservable([.next(225, "go"), .next(235, "again")])
    let observer = scheduler.start { source.skip(until: other) }
    XCTAssertEqual(observer.events, [.next(230, 2), .next(240, 3), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
  }

  func test_skipUntil_otherFails_failsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let other = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError())])
    let observer = scheduler.start { source.skip(until: other) }
    XCTAssertEqual(observer.events, [.error(220, TestError())])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_skipUntil_otherCompletesEmpty_sourceStaysClosedAndItsCompletionIsNotSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
    let other = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
    let observer = scheduler.start { source.skip(until: other) }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
  }

  func test_skipUntil_sourceErrorPassesWhileClosed() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
    let other = scheduler.createHotObservable([.next(300, 0)])
    let observer = scheduler.start { source.skip(until: other) }
    XCTAssertEqual(observer.events, [.error(230, TestError())])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
  }

  func test_skipUntil_disposedMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(230, 1), .next(260, 2)])
    let other = scheduler.createHotObservable([.next(220, 0)])
    let observer = scheduler.start(disposed: 250) { source.skip(until: other) }
    XCTAssertEqual(observer.events, [.next(230, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }
}
