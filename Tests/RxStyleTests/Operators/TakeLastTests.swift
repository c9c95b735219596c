import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class TakeLastTests: RxStyleTestCase {
  func test_takeLast_sendsTheLastElementsAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let observer = scheduler.start { source.takeLast(2) }
    XCTAssertEqual(observer.events, [.next(250, 3), .next(250, 4), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }

  func test_takeLast_fewerElementsThanCount_sendsAll() {
    XCTAssertEqual(record(Observable.of(1, 2).takeLast(5)), [.next(1), .next(2), .completed])
  }

  func test_takeLast_zero_sendsOnlyCompletion() {
    XCTAssertEqual(record(Observable.of(1, 2).takeLast(0)), [.completed])
  }

  func test_takeLast_error_dropsWhatWasKept() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    XCTAssertEqual(scheduler.start { source.takeLast(1) }.events, [.error(220, TestError())])
  }

  func test_takeLast_disposedBeforeCompletion_sendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .completed(400)])
    XCTAssertEqual(scheduler.start(disposed: 300) { source.takeLast(1) }.events, [])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }
}
