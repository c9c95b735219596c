import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class IfEmptyTests: RxStyleTestCase {
  func test_ifEmptyDefault_emptySource_sendsTheDefault() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
    let observer = scheduler.start { source.ifEmpty(default: 7) }
    XCTAssertEqual(observer.events, [.next(250, 7), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }

  func test_ifEmptyDefault_sourceWithElements_isUnchanged() {
    XCTAssertEqual(record(Observable.of(1, 2).ifEmpty(default: 7)), [.next(1), .next(2), .completed])
  }

  func test_ifEmpty_errorPassesUnchanged() {
    XCTAssertEqual(record(Observable<Int>.error(TestError()).ifEmpty(default: 7)), [.error(TestError())])
  }

  func test_ifEmptySwitchTo_subscribesTheOtherOnlyWhenEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
    let other = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let observer = scheduler.start { source.ifEmpty(switchTo: other) }
    XCTAssertEqual(observer.events, [.next(260, 1), .next(270, 2), .completed(280)])
    XCTAssertEqual(other.subscriptions, [Subscription(250, 280)])
  }

  func test_ifEmptySwitchTo_disposedWhileOnTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
    let other = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let observer = scheduler.start(disposed: 300) { source.ifEmpty(switchTo: other) }
    XCTAssertEqual(observer.events, [.next(260, 1)])
    XCTAssertEqual(other.subscriptions, [Subscription(250, 300)])
  }
}
